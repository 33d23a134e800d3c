import { TEST_DATABASE_URL } from './test-env.js';

export { dropDatabase } from '../../scripts/test-stores.mjs';

/** The URL of a database of one test file's own, beside the shared test database. */
export function ownDatabaseUrl(suffix: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `${url.pathname}_${suffix}`;
  return url.toString();
}
