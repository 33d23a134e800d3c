import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Once per run: drop the test database (each test file then migrates it with the real migrations,
 * serialised by an advisory lock) and empty the tests' Redis database.
 */
export default async function globalSetup() {
  const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/contentflow_test';
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();

  const redis = new Redis(redisUrl);
  await redis.flushdb();
  redis.disconnect();
}
