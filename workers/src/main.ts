// First: sizes libuv's thread pool before anything can start it.
import '../../backend/src/config/thread-pool.js';
import { Logger } from '@nestjs/common';
import { exitAfterGrace } from '../../backend/src/common/exit-deadline.js';
import { ConfigError, loadConfig } from '../../backend/src/config/app-config.js';
import { createWorkers } from './workers.factory.js';

async function main(): Promise<void> {
  const config = loadConfig();
  // SIGTERM / SIGINT close the application: the relay finishes its batch and the active jobs run
  // to their end (JobRunner), then the connections close; bounded by SHUTDOWN_GRACE_MS.
  exitAfterGrace(config.timeouts.shutdownGraceMs, 'Workers');
  await createWorkers(config);
  new Logger('Workers').log('Workers ready');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('The workers could not start:', error);
  process.exit(1);
});
