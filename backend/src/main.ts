// First: sizes libuv's thread pool before anything can start it.
import './config/thread-pool.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { createApp } from './app.factory.js';
import { exitAfterGrace } from './common/exit-deadline.js';
import { BootstrapAdmin } from './seed/index.js';

async function main(): Promise<void> {
  const config = loadConfig();
  // SIGTERM / SIGINT: requests in flight finish (app.factory.ts), bounded by SHUTDOWN_GRACE_MS.
  exitAfterGrace(config.timeouts.shutdownGraceMs, 'API');
  const app = await createApp(config);
  await app.get(BootstrapAdmin).ensure();
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The API could not start:', error);
  }
  process.exit(1);
});
