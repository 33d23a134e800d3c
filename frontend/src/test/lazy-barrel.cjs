/**
 * Lazy stand-ins for the `antd` and `@ant-design/icons` entry points (wired up by moduleNameMapper in
 * jest.config.cjs). Their index files require every component and all ~800 icons up front, and Jest
 * evaluates them again for every test file: a few seconds per file. These stand-ins export the same
 * names, each a getter that requires only the one module that defines it, from the first use on.
 * The names and modules are read from the real index files, so they follow package updates.
 */
const fs = require('node:fs');
const path = require('node:path');

const REQUIRE =
  /^var (_\w+) = (?:\/\*#__PURE__\*\/)?(_interopRequireDefault|_interopRequireWildcard)?\(?require\("([^"]+)"\)\)?;$/gm;
const NAMED =
  /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.(\w+);/g;
const STAR = /Object\.keys\((_\w+)\)\.forEach\(/g;
const ASSIGNED = /\bexports\.(\w+) = /g;

function interop(moduleExports, kind) {
  if (!kind || (moduleExports && moduleExports.__esModule)) return moduleExports;
  return kind === '_interopRequireDefault' ? { default: moduleExports } : { ...moduleExports, default: moduleExports };
}

/** Defines lazy getters on `target` for every export of the CommonJS index file `file`. */
function defineLazyExports(target, file, load) {
  const source = fs.readFileSync(file, 'utf8');
  const dir = path.dirname(file);
  const modules = new Map();
  for (const [, name, kind, request] of source.matchAll(REQUIRE)) {
    modules.set(name, { kind, file: request.startsWith('.') ? path.resolve(dir, request) : request });
  }
  const define = (name, get) => {
    if (name === '__esModule' || Object.prototype.hasOwnProperty.call(target, name)) return;
    Object.defineProperty(target, name, { enumerable: true, configurable: true, get });
  };
  for (const [, name, variable, property] of source.matchAll(NAMED)) {
    const module = modules.get(variable);
    if (!module) throw new Error(`lazy-barrel: ${file} exports ${name} from ${variable}, which it does not require`);
    define(name, () => interop(load(module.file), module.kind)[property]);
  }
  // Everything the index computes itself (e.g. `exports.IconProvider = ...`) comes from the real index.
  for (const [, name] of source.matchAll(ASSIGNED)) define(name, () => load(file)[name]);
  for (const [, variable] of source.matchAll(STAR)) {
    const module = modules.get(variable);
    if (!module) throw new Error(`lazy-barrel: ${file} re-exports ${variable}, which it does not require`);
    defineLazyExports(target, require.resolve(module.file), load);
  }
  return target;
}

module.exports = { defineLazyExports };
