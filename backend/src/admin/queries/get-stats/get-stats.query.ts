import { Query } from '@nestjs/cqrs';

export interface AdminStats {
  activeClients: number;
  designers: number;
  /** Monthly recurring revenue in CHF: the sum of the plan prices of active subscriptions. */
  mrr: number;
}

export class GetAdminStatsQuery extends Query<AdminStats> {}
