import { swcServerTransform } from '../jest.swc.mjs';

/** Backend and workers: unit specs beside the code, integration specs against real Postgres and Redis. */
export default {
  displayName: 'backend',
  rootDir: '..',
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/backend/src/**/*.spec.ts',
    '<rootDir>/backend/test/**/*.int-spec.ts',
    '<rootDir>/workers/**/*.int-spec.ts',
    '<rootDir>/workers/src/**/*.spec.ts',
  ],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swcServerTransform },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // @fastify/static (CommonJS) requires this ESM-only package; Jest on Node 22 cannot require ESM.
    '^content-disposition$': 'content-disposition-cjs',
  },
  globalSetup: '<rootDir>/backend/test/global-setup.mjs',
  setupFiles: ['<rootDir>/backend/test/env.ts'],
};
