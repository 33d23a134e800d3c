import type { FastifyInstance } from 'fastify';
import { AppError, MESSAGES } from '../common/errors/app-error.js';
import { bearerTokenMatches } from './metrics-access.js';
import type { Metrics } from './metrics.js';

/**
 * GET /metrics on the API's own port, for a scraper that cannot reach a port of its own: only
 * with METRICS_TOKEN configured, and only for `Authorization: Bearer <METRICS_TOKEN>` (401
 * otherwise). Without a token it answers 404 like any path nothing serves: never public.
 */
export function registerMetricsRoute(fastify: FastifyInstance, metrics: Metrics, token: string | null): void {
  fastify.get('/metrics', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (!token) return reply.status(404).send(AppError.notFound(MESSAGES.routeNotFound).toBody());
    if (!bearerTokenMatches(request.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send(AppError.unauthenticated().toBody());
    }
    return reply.type(metrics.contentType).send(await metrics.scrape());
  });
}
