/**
 * Makes jsdom's HTMLCollection cheap to iterate, with the same results.
 *
 * jsdom answers every property read of a collection (`length` too) by first looking for an element
 * with that id or name, scanning the whole collection. `Array.from(document.head.children)`, which
 * antd's style injection (rc-util `updateCSS`) runs for each style it registers, thus costs
 * O(n²) over the dozens of <style> elements. This looks names up in a map instead, rebuilt whenever
 * jsdom's own version counter of the collection's root changes (it counts every change of the
 * subtree, attributes included, which is when jsdom itself refreshes the collection).
 */
const { requireJsdomInternal } = require('./jsdom-internals.cjs');

const HTML_NS = 'http://www.w3.org/1999/xhtml';

function installNamedItemCache() {
  const { implementation: HTMLCollectionImpl } = requireJsdomInternal('living/nodes/HTMLCollection-impl.js');
  if (HTMLCollectionImpl.prototype.namedItem.cachedNames) return;

  function namedItem(key) {
    if (key === '') return null;
    this._update();
    if (!this._namedItems || this._namedItemsVersion !== this._version) {
      // The first element in tree order whose id or (HTML elements only) name is the key.
      const names = new Map();
      for (const element of this._list) {
        const id = element.getAttributeNS(null, 'id');
        if (id !== null && !names.has(id)) names.set(id, element);
        if (element._namespaceURI === HTML_NS) {
          const name = element.getAttributeNS(null, 'name');
          if (name !== null && !names.has(name)) names.set(name, element);
        }
      }
      this._namedItems = names;
      this._namedItemsVersion = this._version;
    }
    return this._namedItems.get(key) ?? null;
  }
  namedItem.cachedNames = true;
  HTMLCollectionImpl.prototype.namedItem = namedItem;
}

module.exports = { installNamedItemCache };
