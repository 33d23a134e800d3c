/**
 * `contentflow/swiss-text`: the product speaks de-CH. A string, template or JSX text never holds «ß»
 * (Switzerland writes «ss») and quotes with Swiss guillemets «…», never the German „…“ or the
 * English “…”. Code that must name these characters (to convert a model's answer, say) turns the
 * rule off for its line with a reason.
 */

const WRONG = [
  { pattern: /[ßẞ]/, messageId: 'sharpS' },
  { pattern: /[„“”]/, messageId: 'quotes' },
];

export default {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text in Swiss spelling: «ss» for «ß», quotes as «…».' },
    schema: [],
    messages: {
      sharpS: 'de-CH writes «ss», never «ß».',
      quotes: 'Quote with Swiss guillemets «…», not „…“ or “…”.',
    },
  },
  create(context) {
    const check = (node, text) => {
      for (const { pattern, messageId } of WRONG) {
        if (pattern.test(text)) context.report({ node, messageId });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
      JSXText(node) {
        check(node, node.value);
      },
    };
  },
};
