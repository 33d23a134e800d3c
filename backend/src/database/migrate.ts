import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../config/mikro-orm.config.js';
import { ensureDatabase } from './ensure-database.js';

/** Brings the database to the newest schema. Run once per deployment, never at every boot. */
export async function migrate(databaseUrl: string): Promise<string[]> {
  await ensureDatabase(databaseUrl);
  const orm = await MikroORM.init(ormConfig({ databaseUrl, poolMax: 2 }));
  try {
    const applied = await orm.migrator.up();
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}
