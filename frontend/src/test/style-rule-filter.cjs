/**
 * Makes jsdom's getComputedStyle fast with antd's CSS-in-JS, with the same result.
 *
 * For every element it computes, jsdom tests every rule of every style sheet with nwsapi; antd
 * injects well over a thousand rules (selectors like `:where(.css-…).ant-form-item .ant-form-item-label`),
 * so each element costs ~0.1 s, and Testing Library asks for the styles of many elements (visibility
 * checks of role queries). Browsers first check the rightmost compound of each selector: a rule can
 * only match an element that has all classes (and the id and tag) of that compound. This does the same
 * before handing a rule to nwsapi. Selectors the filter cannot read with certainty (escapes,
 * namespaces, quotes) always go to nwsapi, and class names are compared ignoring case, so it never
 * rejects a rule that matches.
 */
const { requireJsdomInternal } = require('./jsdom-internals.cjs');

const IDENT = /^-?[_a-zA-Z][\w-]*$/;
const requirementsCache = new Map();

/** Splits where `isSeparator` holds outside () and [] (selectors with quotes never get here). */
function topLevelParts(text, isSeparator) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (depth === 0 && isSeparator(c)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** What the rightmost compound of one complex selector requires, or null if unsure. */
function compoundRequirements(selector) {
  const compound = topLevelParts(
    selector.trim(),
    (c) => c === ' ' || c === '>' || c === '+' || c === '~' || c === '\n' || c === '\t',
  ).pop();
  if (!compound) return null;
  const classes = [];
  let id = null;
  let tag = null;
  let depth = 0;
  let i = 0;
  const readIdent = (from) => {
    let end = from;
    while (end < compound.length && /[\w-]/.test(compound[end])) end += 1;
    return compound.slice(from, end);
  };
  const tagName = readIdent(0);
  if (tagName) {
    if (!IDENT.test(tagName)) return null;
    tag = tagName.toLowerCase();
    i = tagName.length;
  }
  for (; i < compound.length; i += 1) {
    const c = compound[i];
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (depth === 0 && (c === '.' || c === '#')) {
      const name = readIdent(i + 1);
      const next = compound[i + 1 + name.length];
      if (!IDENT.test(name) || (next !== undefined && !'.#[:'.includes(next))) return null;
      if (c === '.') classes.push(name.toLowerCase());
      else id = name.toLowerCase();
      i += name.length;
    }
  }
  if (depth !== 0) return null;
  return { classes, id, tag };
}

/** Requirements per selector of a list, or null if any part is unsure (then nwsapi decides). */
function selectorRequirements(selectorList) {
  let requirements = requirementsCache.get(selectorList);
  if (requirements !== undefined) return requirements;
  requirements = null;
  if (!/[\\|"']/.test(selectorList)) {
    const parts = topLevelParts(selectorList, (c) => c === ',').map(compoundRequirements);
    if (parts.every(Boolean)) requirements = parts;
  }
  requirementsCache.set(selectorList, requirements);
  return requirements;
}

const classSets = new WeakMap();
/** The element's classes, lower case; read from jsdom's own element object when given (faster). */
function classSet(element, impl) {
  const attribute = (impl ? impl.getAttributeNS(null, 'class') : element.getAttribute('class')) ?? '';
  let cached = classSets.get(element);
  if (!cached || cached.attribute !== attribute) {
    cached = { attribute, set: new Set(attribute.toLowerCase().split(/[ \t\n\f\r]+/)) };
    classSets.set(element, cached);
  }
  return cached.set;
}

function canMatch(selectorList, element, impl) {
  const requirements = selectorRequirements(selectorList);
  if (!requirements) return true;
  let classes;
  for (const { classes: required, id, tag } of requirements) {
    if (tag && (impl ?? element).localName.toLowerCase() !== tag) continue;
    if (id && ((impl ? impl.getAttributeNS(null, 'id') : element.getAttribute('id')) ?? '').toLowerCase() !== id)
      continue;
    if (required.length === 0) return true;
    classes ??= classSet(element, impl);
    if (required.every((name) => classes.has(name))) return true;
  }
  return false;
}

function filterRules(nwsapi, implForWrapper) {
  const match = nwsapi.match;
  nwsapi.match = function matchIfPossible(selectors, element, ...rest) {
    const impl = element && implForWrapper(element);
    if (typeof selectors === 'string' && impl && impl.nodeType === 1 && !canMatch(selectors, element, impl))
      return false;
    return match.call(this, selectors, element, ...rest);
  };
  return nwsapi;
}

/** Installs the filter into the jsdom that jest-environment-jsdom uses (call after loading it). */
function installStyleRuleFilter() {
  const { implementation: DocumentImpl } = requireJsdomInternal('living/nodes/Document-impl.js');
  const { implForWrapper } = requireJsdomInternal('living/generated/utils.js');
  // jsdom creates the nwsapi instance of getComputedStyle lazily as document._nwsapiDontThrow.
  if (Object.getOwnPropertyDescriptor(DocumentImpl.prototype, '_nwsapiDontThrow')) return;
  Object.defineProperty(DocumentImpl.prototype, '_nwsapiDontThrow', {
    configurable: true,
    get() {
      return undefined;
    },
    set(nwsapi) {
      Object.defineProperty(this, '_nwsapiDontThrow', {
        configurable: true,
        writable: true,
        value: nwsapi && filterRules(nwsapi, implForWrapper),
      });
    },
  });
}

module.exports = { installStyleRuleFilter };
