import { dropDatabase, flushRedisDatabase } from '../../scripts/test-stores.mjs';

/**
 * Once per run: drop the test database (each test file then migrates it with the real migrations,
 * serialised by an advisory lock) and empty the tests' Redis database.
 */
export default async function globalSetup() {
  await dropDatabase(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/contentflow_test');
  await flushRedisDatabase(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/9');
}
