import { Query } from '@nestjs/cqrs';
import type { QueueName } from '../../../contracts/jobs.js';

export type ServiceState = 'up' | 'down';

export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
}

/** For admins only: how much work waits, per queue and in the outbox. Null where the store did not answer. */
export interface HealthDetails {
  queues: Record<QueueName, QueueCounts | null>;
  /** Outbox events not yet handed to the queues. */
  outboxBacklog: number | null;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  db: ServiceState;
  redis: ServiceState;
  details?: HealthDetails;
}

export class CheckHealthQuery extends Query<HealthReport> {
  constructor(
    /** Whether the caller is an admin, who gets the details too. */
    readonly withDetails = false,
  ) {
    super();
  }
}
