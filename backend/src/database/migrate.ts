import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormConfig } from './mikro-orm.config.js';
import { ensureDatabase } from './ensure-database.js';

/** Any fixed number: the key of the advisory lock that lets one migrator run at a time. */
const MIGRATION_LOCK = 7_240_311;

/**
 * Brings the database to the newest schema. Run once per deployment, not at every boot; when
 * several run at once (replicas, parallel test files) the advisory lock lets them take turns.
 */
export async function migrate(databaseUrl: string): Promise<string[]> {
  await ensureDatabase(databaseUrl);
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const orm = await MikroORM.init(ormConfig({ databaseUrl, poolMax: 2 }));
    try {
      const applied = await orm.migrator.up();
      return applied.map((migration) => migration.name);
    } finally {
      await orm.close(true);
    }
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.end();
  }
}
