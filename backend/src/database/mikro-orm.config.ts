import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { IDLE_CONNECTION_MS } from '../common/connection-lifetime.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from '../../../migrations/index.js';

export interface OrmOptions {
  databaseUrl: string;
  /** Pool size per process; the API and the workers each have their own pool. */
  poolMax?: number;
  debug?: boolean;
}

/** The one MikroORM configuration used by the API, the workers, the CLI and the tests. */
export function ormConfig({ databaseUrl, poolMax = 10, debug = false }: OrmOptions) {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    pool: { min: 0, max: poolMax, idleTimeoutMillis: IDLE_CONNECTION_MS },
    debug,
    // Entities say exactly which types they use, so no reflection is needed at discovery.
    discovery: { warnWhenNoEntities: true },
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: 'migrations',
      migrationsList: MIGRATIONS,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    // Outside a request or job scope the global context is an error, never a silent shared cache.
    allowGlobalContext: false,
  });
}
