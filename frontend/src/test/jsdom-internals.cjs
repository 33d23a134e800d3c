/**
 * Internal modules of the jsdom that jest-environment-jsdom runs (its own dependency, not ours),
 * for the speed-ups in style-rule-filter.cjs and named-item-cache.cjs. jsdom is pinned by the lock
 * file; if an update moves these modules, loading them fails loudly instead of silently skipping.
 */
const { createRequire } = require('node:module');
const path = require('node:path');

const requireFromEnvironment = createRequire(require.resolve('jest-environment-jsdom'));

/** `relativePath` is below jsdom's lib/jsdom/, e.g. 'living/nodes/Document-impl.js'. */
function requireJsdomInternal(relativePath) {
  const jsdomMain = requireFromEnvironment.resolve('jsdom'); // …/jsdom/lib/api.js
  requireFromEnvironment('jsdom'); // jsdom's own load order first: its internal modules depend on each other.
  return require(path.join(path.dirname(jsdomMain), 'jsdom', relativePath));
}

module.exports = { requireJsdomInternal };
