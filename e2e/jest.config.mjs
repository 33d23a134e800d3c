import { swcServerTransform } from '../jest.swc.mjs';

/** Browser tests: the built product on its own database, driven in Debian's Chromium. */
export default {
  displayName: 'e2e',
  rootDir: '..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swcServerTransform },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/e2e/global-setup.mjs',
  globalTeardown: '<rootDir>/e2e/global-teardown.mjs',
};
