import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SubscriptionStatus } from '../../../contracts/plans.js';
import type { AdminStats } from '../../../contracts/admin-answers.js';
import { accountsWithRole } from '../../../accounts/index.js';
import { revenueOf } from '../../../billing/index.js';
import { clientCompanyIds } from '../../../clients/index.js';
import { GetAdminStatsQuery } from './get-stats.query.js';

/**
 * The subscriptions the monthly revenue counts: those billed this month, including one whose payment
 * Stripe is still collecting (past_due). A trial pays nothing yet, so it is a current plan that does
 * not count; a cancelled, unpaid or paused one does not either.
 */
const BILLED: readonly SubscriptionStatus[] = ['active', 'past_due'];

@QueryHandler(GetAdminStatsQuery)
export class GetAdminStatsHandler implements IQueryHandler<GetAdminStatsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<AdminStats> {
    // Each owner answers for its tables: the accounts (who is an active client, how many designers),
    // the clients context (which are companies), billing (what the active clients pay).
    const [clients, designers] = await Promise.all([
      accountsWithRole(this.em, 'client'),
      accountsWithRole(this.em, 'designer'),
    ]);
    const [companies, mrr] = await Promise.all([
      clientCompanyIds(this.em, clients.active),
      revenueOf(this.em, clients.active, BILLED),
    ]);
    return { activeClients: companies.size, designers: designers.total, mrr };
  }
}
