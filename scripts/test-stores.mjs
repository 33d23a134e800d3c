// Used by the test set-ups: a database of the tests' own, dropped for a clean run, and an emptied
// Redis database. Never pointed at the development or production stores (the callers pass test URLs).
import pg from 'pg';
import { Redis } from 'ioredis';

export async function dropDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
  } finally {
    await admin.end();
  }
}

export async function flushRedisDatabase(redisUrl) {
  const redis = new Redis(redisUrl);
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}
