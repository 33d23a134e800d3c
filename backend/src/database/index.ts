/** The database context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { DatabaseModule } from './database.module.js';
export { migrate } from './migrate.js';
export { ormConfig } from './mikro-orm.config.js';
