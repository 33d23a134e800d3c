import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { askPrimary, inApiCluster, offerToCluster } from './cluster-metrics.js';

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
  /** One of several API processes (API_PROCESSES > 1): the primary sums them (cluster-metrics.ts). */
  private readonly inCluster = inApiCluster();

  constructor() {
    if (!this.inCluster) return;
    // The primary reads this registry directly, never through scrape(): the process's own series
    // are on from the start here.
    this.switchOnProcessMetrics();
    offerToCluster(this.registry);
  }

  /**
   * The text a scrape answers: this process's series, or the whole cluster's from the primary. The
   * process's own series (CPU, memory, event loop lag, GC) are switched on by the first scrape: an
   * installation nobody scrapes pays nothing for them.
   */
  async scrape(): Promise<string> {
    if (this.inCluster) return askPrimary();
    this.switchOnProcessMetrics();
    return this.registry.metrics();
  }

  private switchOnProcessMetrics(): void {
    if (this.processMetrics) return;
    this.processMetrics = true;
    collectDefaultMetrics({ register: this.registry });
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
