import { ConfigError, loadConfig } from '../config/app-config.js';
import { migrate } from '../database/index.js';

try {
  const config = loadConfig();
  const applied = await migrate(config.databaseUrl);
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.');
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
