import { Query } from '@nestjs/cqrs';
import { z } from 'zod';
import { QUEUES } from '../../../contracts/jobs.js';

const serviceStateSchema = z.enum(['up', 'down']);
export type ServiceState = z.output<typeof serviceStateSchema>;

const queueCountsSchema = z.object({
  waiting: z.number(),
  active: z.number(),
  delayed: z.number(),
  failed: z.number(),
  completed: z.number(),
});
export type QueueCounts = z.output<typeof queueCountsSchema>;

/** For admins only: how much work waits, per queue and in the outbox. Null where the store did not answer. */
const healthDetailsSchema = z.object({
  queues: z.record(z.enum(QUEUES), queueCountsSchema.nullable()),
  /** Outbox events not yet handed to the queues. */
  outboxBacklog: z.number().nullable().describe('Outbox events not yet handed to the queues'),
});
export type HealthDetails = z.output<typeof healthDetailsSchema>;

/** The answer of GET /api/health, 200 when all is up and 503 otherwise. */
export const healthReportSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: serviceStateSchema,
  redis: serviceStateSchema,
  details: healthDetailsSchema.optional(),
});
export type HealthReport = z.output<typeof healthReportSchema>;

export class CheckHealthQuery extends Query<HealthReport> {
  constructor(
    /** Whether the caller is an admin, who gets the details too. */
    readonly withDetails = false,
  ) {
    super();
  }
}
