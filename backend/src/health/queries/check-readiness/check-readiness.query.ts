import { Query } from '@nestjs/cqrs';
import { z } from 'zod';

/**
 * The answer of GET /api/health/ready: 200 `ready` when Postgres, Redis and the file store answer
 * and every migration is applied, 503 `unavailable` otherwise. It names nothing: whoever probes it
 * learns only whether to send traffic.
 */
export const readinessSchema = z.object({ status: z.enum(['ready', 'unavailable']) });
export type Readiness = z.output<typeof readinessSchema>;

/** The answer of GET /api/health/live: the process runs and answers. */
export const livenessSchema = z.object({ status: z.literal('live') });
export type Liveness = z.output<typeof livenessSchema>;

export class CheckReadinessQuery extends Query<Readiness> {}
