/** Component tests of the frontend: jsdom, SWC (CommonJS, automatic JSX runtime), Testing Library. */
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'frontend',
  rootDir: __dirname,
  testEnvironment: path.join(__dirname, 'src/test/jsdom-environment.cjs'),
  // chunkCycles.test.ts: the build's check (vite.config.ts) beside it.
  testMatch: ['<rootDir>/src/**/*.test.tsx', '<rootDir>/src/**/*.test.ts', '<rootDir>/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Some CommonJS builds of antd's helpers require ES files (e.g. @ant-design/colors/es/generate).
  transformIgnorePatterns: ['/node_modules/(?!(?:@[^/]+/)?[^/]+/es/)'],
  moduleNameMapper: {
    '\\.(css|less|scss)$': '<rootDir>/src/test/styleStub.cjs',
    // The contracts import each other as './fields.js' (Node's ESM): here their TypeScript source.
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // The same exports, but each component or icon module is loaded on first use, not all up front.
    '^antd$': '<rootDir>/src/test/antd.cjs',
    '^@ant-design/icons$': '<rootDir>/src/test/ant-design-icons.cjs',
  },
  setupFiles: ['<rootDir>/src/test/polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  clearMocks: true,
  restoreMocks: true,
};
