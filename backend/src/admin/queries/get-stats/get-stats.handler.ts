import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SubscriptionStatus } from '../../../contracts/plans.js';
import type { AdminStats } from '../../../contracts/admin-answers.js';
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
    const active = await this.em
      .getConnection()
      .execute<{ id: string }[]>(
        `select r.user_id as id from user_role r join profile p on p.id = r.user_id where r.role = 'client' and p.status = 'active'`,
      );
    const activeClients = (
      await clientCompanyIds(
        this.em,
        active.map((client) => client.id),
      )
    ).size;
    const [row] = await this.em.getConnection().execute<{ designers: string; mrr: string }[]>(
      `
      select
        (select count(*) from user_role where role = 'designer') as designers,
        (select coalesce(sum(pl.price), 0) from subscription s join plan pl on pl.id = s.plan_id
          join profile p on p.id = s.user_id
          where s.status in (${BILLED.map(() => '?').join(', ')}) and p.status = 'active') as mrr`,
      [...BILLED],
    );
    return { activeClients, designers: Number(row.designers), mrr: Number(row.mrr) };
  }
}
