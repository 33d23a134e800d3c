/** Every test of the product: `npm test` runs them all (see scripts/test.mjs). */
export default {
  // Per test; browser tests and the integration tests' set-up need more than Jest's 5 s.
  testTimeout: 60_000,
  // On 2 cores Jest would use one worker anyway; one at a time also keeps the browser tests, which
  // share one running product, from overlapping.
  maxWorkers: 1,
  projects: ['<rootDir>/backend/jest.config.mjs', '<rootDir>/frontend/jest.config.cjs', '<rootDir>/e2e/jest.config.mjs'],
};
