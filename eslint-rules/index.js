/**
 * ContentFlow's own lint rules, used by eslint.config.mjs as the `contentflow` plugin. Each rule is
 * one small file beside this one with its RuleTester spec (`*.test.js`, run by `npm run lint`).
 */
import noStatusLiteral from './no-status-literal.js';
import propsTypeName from './props-type-name.js';
import swissText from './swiss-text.js';

export default {
  meta: { name: 'eslint-plugin-contentflow', version: '0.1.0' },
  rules: {
    'no-status-literal': noStatusLiteral,
    'props-type-name': propsTypeName,
    'swiss-text': swissText,
  },
};
