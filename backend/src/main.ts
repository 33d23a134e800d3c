// First: sizes libuv's thread pool before anything can start it.
import './config/thread-pool.js';
import cluster from 'node:cluster';
import { runApiProcesses } from './api-processes.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { exitAfterGrace } from './common/exit-deadline.js';

async function main(): Promise<void> {
  const config = loadConfig();
  // SIGTERM / SIGINT: requests in flight finish (app.factory.ts), bounded by SHUTDOWN_GRACE_MS.
  exitAfterGrace(config.timeouts.shutdownGraceMs, 'API');
  // Loaded here, not above: the process that only runs the API processes (API_PROCESSES > 1) never needs the app.
  const [{ createApp }, { BootstrapAdmin }] = await Promise.all([
    import('./app.factory.js'),
    import('./seed/index.js'),
  ]);
  const app = await createApp(config);
  await app.get(BootstrapAdmin).ensure();
  await app.listen({ port: config.port, host: config.host });
}

/**
 * API_PROCESSES > 1: this process checks the configuration (and makes the installation secret, so
 * that all share it) and runs that many API processes on the port (api-processes.ts); each of them
 * runs main().
 */
function start(): Promise<void> {
  if (!cluster.isPrimary) return main();
  const config = loadConfig();
  if (config.apiProcesses <= 1) return main();
  runApiProcesses(config.apiProcesses);
  return Promise.resolve();
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The API could not start:', error);
  }
  process.exit(1);
});
