import { MikroORM } from '@mikro-orm/postgresql';
import { dropDatabase } from '../../scripts/test-stores.mjs';
import { ensureDatabase } from '../src/database/ensure-database.js';
import { ormConfig } from '../src/database/mikro-orm.config.js';
import { TEST_DATABASE_URL } from './test-env.js';

export { dropDatabase };

/** The URL of a database of one test file's own, beside the shared test database. */
export function ownDatabaseUrl(suffix: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `${url.pathname}_${suffix}`;
  return url.toString();
}

/**
 * For a migration's test: a database of the calling file's own, created empty before its tests (to
 * be migrated step by step) and dropped after them. Answers the ORM on it, once the tests run.
 */
export function emptyDatabaseOfOwn(suffix: string): () => MikroORM {
  const databaseUrl = ownDatabaseUrl(suffix);
  let orm: MikroORM | undefined;
  beforeAll(async () => {
    await dropDatabase(databaseUrl);
    await ensureDatabase(databaseUrl);
    orm = await MikroORM.init(ormConfig({ databaseUrl, poolMax: 2 }));
  });
  afterAll(async () => {
    await orm?.close(true);
    await dropDatabase(databaseUrl);
  });
  return () => orm!;
}
