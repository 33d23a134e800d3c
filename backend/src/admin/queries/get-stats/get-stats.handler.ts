import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetAdminStatsQuery, type AdminStats } from './get-stats.query.js';

@QueryHandler(GetAdminStatsQuery)
export class GetAdminStatsHandler implements IQueryHandler<GetAdminStatsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<AdminStats> {
    const [row] = await this.em.getConnection().execute<{ active_clients: string; designers: string; mrr: string }[]>(`
      select
        (select count(*) from user_role r join profile p on p.id = r.user_id
          where r.role = 'client' and p.status = 'active') as active_clients,
        (select count(*) from user_role where role = 'designer') as designers,
        (select coalesce(sum(pl.price), 0) from subscription s join plan pl on pl.id = s.plan_id
          join profile p on p.id = s.user_id
          where s.status in ('active', 'past_due') and p.status = 'active') as mrr`);
    return { activeClients: Number(row.active_clients), designers: Number(row.designers), mrr: Number(row.mrr) };
  }
}
