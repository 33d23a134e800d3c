import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Registry } from 'prom-client';

/** Which process the metrics are of: the API has the HTTP, queue and outbox series, the workers the jobs'. */
export type MetricsProcess = 'api' | 'workers';
export const METRICS_PROCESS = Symbol('METRICS_PROCESS');

/**
 * The process's Prometheus registry (prom-client), one per application: the families are made by
 * whoever measures (the HTTP hook, the job runner, the stream registry, the collectors here) with
 * `registers: [metrics.registry]`. Never the library's global registry: a test makes many
 * applications in one process.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private processMetrics = false;

  /**
   * The text a scrape answers. The process's own series (CPU, memory, event loop lag, GC) are
   * switched on by the first scrape: an installation nobody scrapes pays nothing for them.
   */
  async scrape(): Promise<string> {
    if (!this.processMetrics) {
      this.processMetrics = true;
      collectDefaultMetrics({ register: this.registry });
    }
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
