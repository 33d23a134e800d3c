// First: sizes libuv's thread pool before anything can start it.
import './config/thread-pool.js';
import cluster from 'node:cluster';
import { runApiProcesses } from './api-processes.js';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config.js';
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
 * that all share it), serves the metrics of all of them, and runs that many API processes on the
 * port (api-processes.ts); each of them runs main().
 */
async function start(): Promise<void> {
  if (!cluster.isPrimary) return main();
  const config = loadConfig();
  if (config.apiProcesses <= 1) return main();
  await serveClusterMetrics(config);
  runApiProcesses(config.apiProcesses);
}

/**
 * The API processes' metrics summed (the metrics context's cluster-metrics.ts): on METRICS_PORT
 * when one is set, and for the processes that answer /metrics on the API's port. Before any
 * process starts, so a metrics port in use stops the start at once.
 */
async function serveClusterMetrics(config: AppConfig): Promise<void> {
  const { aggregateCluster, serveMetrics } = await import('./metrics/index.js');
  const source = aggregateCluster();
  const { port, host, token } = config.metrics;
  if (port === null) return;
  await serveMetrics({ port, host, token, source, warn: (message) => console.warn(message) });
  console.log(`Metrics of all API processes on http://${host}:${port}/metrics`);
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The API could not start:', error);
  }
  process.exit(1);
});
