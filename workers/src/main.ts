// First: sizes libuv's thread pool before anything can start it.
import '../../backend/src/config/thread-pool.js';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from '../../backend/src/config/app-config.js';
import { createWorkers } from './workers.factory.js';

async function main(): Promise<void> {
  const config = loadConfig();
  // SIGTERM / SIGINT close the application: BullMQ workers finish their current job, then stop.
  await createWorkers(config);
  new Logger('Workers').log('Workers ready');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('The workers could not start:', error);
  process.exit(1);
});
