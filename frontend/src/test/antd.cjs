/** `antd` for Jest, one component module at a time (see lazy-barrel.cjs). */
const { defineLazyExports } = require('./lazy-barrel.cjs');

Object.defineProperty(exports, '__esModule', { value: true });
defineLazyExports(exports, require.resolve('antd/lib/index.js'), (file) => require(file));
