import { Global, Module, type DynamicModule } from '@nestjs/common';
import { JobMetrics } from './job-metrics.js';
import { METRICS_PROCESS, Metrics, type MetricsProcess } from './metrics.js';
import { MetricsServer } from './metrics-server.js';
import { DatabasePoolMetrics, QueueMetrics } from './store-metrics.js';

/**
 * The process's Prometheus metrics (docs/operations.md "Metrics"): the registry every context may
 * measure into, the collectors read at scrape time, and the metrics port of its own. The API
 * collects the queues and the outbox (they are the same for every process, one scrape suffices),
 * the workers their jobs (JobMetrics, measured by the job runner).
 */
@Global()
@Module({})
export class MetricsModule {
  static forRoot(process: MetricsProcess): DynamicModule {
    return {
      module: MetricsModule,
      providers: [
        Metrics,
        { provide: METRICS_PROCESS, useValue: process },
        MetricsServer,
        DatabasePoolMetrics,
        ...(process === 'api' ? [QueueMetrics] : [JobMetrics]),
      ],
      exports: [Metrics, ...(process === 'api' ? [] : [JobMetrics])],
    };
  }
}
