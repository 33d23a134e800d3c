import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { companyIds } from '../../../accounts/index.js';
import type { DesignerClient } from '../../../contracts/client-answers.js';
import { ListDesignerClientsQuery } from './list-designer-clients.query.js';

interface DesignerClientRow {
  id: string;
  name: string;
  brand_name: string | null;
}

@QueryHandler(ListDesignerClientsQuery)
export class ListDesignerClientsHandler implements IQueryHandler<ListDesignerClientsQuery> {
  constructor(private readonly em: EntityManager) {}

  /** Straight from SQL: the designer's links to client companies that still exist, with their brand names; which accounts are companies, accounts answers. */
  async execute({ actor }: ListDesignerClientsQuery): Promise<DesignerClient[]> {
    const rows = await this.em.getConnection().execute<DesignerClientRow[]>(
      `select a.id, a.name, b.brand_name
         from client_designer cd
         join account a on a.id = cd.client_id and a.deleted_at is null
         join user_role r on r.user_id = a.id and r.role = 'client'
         left join branding b on b.client_id = a.id
        where cd.designer_id = ?
        order by lower(a.name), a.id`,
      [actor.userId],
    );
    const companies = await companyIds(
      this.em,
      rows.map((row) => row.id),
    );
    return rows
      .filter((row) => companies.has(row.id))
      .map((row) => ({ id: row.id, name: row.name, brandName: row.brand_name }));
  }
}
