/** The metrics context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { aggregateCluster } from './cluster-metrics.js';
export { registerHttpMetrics } from './http-metrics.js';
export { JobMetrics } from './job-metrics.js';
export { Metrics } from './metrics.js';
export { MetricsModule } from './metrics.module.js';
export { registerMetricsRoute } from './metrics-route.js';
export { serveMetrics } from './metrics-server.js';
