/** `@ant-design/icons` for Jest, one icon module at a time (see lazy-barrel.cjs). */
const path = require('node:path');
const { defineLazyExports } = require('./lazy-barrel.cjs');

Object.defineProperty(exports, '__esModule', { value: true });
const index = path.join(path.dirname(require.resolve('@ant-design/icons/package.json')), 'lib/index.js');
defineLazyExports(exports, index, (file) => require(file));
