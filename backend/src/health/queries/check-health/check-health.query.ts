import { Query } from '@nestjs/cqrs';

export type ServiceState = 'up' | 'down';
export interface HealthReport {
  status: 'ok' | 'degraded';
  db: ServiceState;
  redis: ServiceState;
}

export class CheckHealthQuery extends Query<HealthReport> {}
