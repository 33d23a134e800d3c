import { Injectable } from '@nestjs/common';
import { Counter, Histogram } from 'prom-client';
import { Metrics } from './metrics.js';

type JobLabels = { queue: string; job: string };

/** The jobs' run times and failures in a workers process, per queue and job (names from the contract: a bounded set). */
@Injectable()
export class JobMetrics {
  private readonly durations: Histogram<'queue' | 'job' | 'outcome'>;
  private readonly failures: Counter<'queue' | 'job'>;

  constructor(metrics: Metrics) {
    this.durations = new Histogram({
      name: 'contentflow_job_duration_seconds',
      help: "A job attempt's run time in this workers process, per queue, job and outcome (done, failed)",
      labelNames: ['queue', 'job', 'outcome'] as const,
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
      registers: [metrics.registry],
    });
    this.failures = new Counter({
      name: 'contentflow_job_failures_total',
      help: 'Failed job attempts in this workers process, per queue and job (a retried job counts each failed attempt)',
      labelNames: ['queue', 'job'] as const,
      registers: [metrics.registry],
    });
  }

  done(labels: JobLabels, seconds: number): void {
    this.durations.observe({ ...labels, outcome: 'done' }, seconds);
  }

  failed(labels: JobLabels, seconds: number): void {
    this.durations.observe({ ...labels, outcome: 'failed' }, seconds);
    this.failures.inc(labels);
  }
}
