import type { FastifyInstance } from 'fastify';
import { Histogram } from 'prom-client';
import type { Metrics } from './metrics.js';

/** Seconds: from a cached read (a few ms) to an upload or a record render (tens of seconds). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The API's request durations per method, route template (`/api/projects/:id`, never the raw URL:
 * the label's values are the routes there are) and status class. One Map lookup and one observe
 * per answer: the series of a route are looked up by a string key, not by prom-client's label
 * hashing.
 */
export function registerHttpMetrics(fastify: FastifyInstance, metrics: Metrics): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, per method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: BUCKETS,
    registers: [metrics.registry],
  });
  const series = new Map<string, Histogram.Internal<'method' | 'route' | 'status_class'>>();
  fastify.addHook('onResponse', (request, reply, done) => {
    // No route matched (a path nothing answers): one series for all of them.
    const route = request.routeOptions.url ?? 'unmatched';
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    const key = `${request.method} ${route} ${statusClass}`;
    let child = series.get(key);
    if (!child) {
      child = duration.labels({ method: request.method, route, status_class: statusClass });
      series.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });
}
