/** Every test of the product: `npm test` runs them all (see scripts/test.mjs). */
export default {
  projects: ['<rootDir>/backend/jest.config.mjs', '<rootDir>/frontend/jest.config.cjs', '<rootDir>/e2e/jest.config.mjs'],
};
