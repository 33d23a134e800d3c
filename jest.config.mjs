/** Every test of the product: `npm test` runs them all (see scripts/test.mjs). */
export default {
  // Per test; browser tests and the integration tests' set-up need more than Jest's 5 s.
  testTimeout: 60_000,
  // On 2 cores Jest would use one worker anyway; one at a time also keeps the browser tests, which
  // share one running product, from overlapping.
  maxWorkers: 1,
  // ...in a worker that is replaced once it holds more than this after a test file. Run in band,
  // every file's modules (the ESM loader keeps them) piled up in one process until the whole run
  // ran out of heap near its end (seen when the review screens' tests were added).
  workerIdleMemoryLimit: '1536MB',
  projects: [
    '<rootDir>/backend/jest.config.mjs',
    '<rootDir>/frontend/jest.config.cjs',
    '<rootDir>/e2e/jest.config.mjs',
  ],
};
