import { MikroORM } from '@mikro-orm/postgresql';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { migrate, ormConfig } from '../database/index.js';

/**
 * Writes a migration with the difference between the entities and the migrated database
 * (npm run migration:create). Register the new class in migrations/index.ts.
 */
try {
  const { databaseUrl } = loadConfig();
  await migrate(databaseUrl);
  const orm = await MikroORM.init({
    ...ormConfig({ databaseUrl, poolMax: 2 }),
    migrations: { ...ormConfig({ databaseUrl }).migrations, path: 'migrations', emit: 'ts' },
  });
  const result = await orm.migrator.create(undefined, false, false, process.argv[2]);
  console.log(
    result.fileName ? `Written migrations/${result.fileName}: add it to migrations/index.ts` : 'No schema changes.',
  );
  await orm.close(true);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
