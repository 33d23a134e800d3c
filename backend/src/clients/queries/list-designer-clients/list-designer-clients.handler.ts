import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { clientsByName, companyIds } from '../../../accounts/index.js';
import type { DesignerClient } from '../../../contracts/client-answers.js';
import { ListDesignerClientsQuery } from './list-designer-clients.query.js';

@QueryHandler(ListDesignerClientsQuery)
export class ListDesignerClientsHandler implements IQueryHandler<ListDesignerClientsQuery> {
  constructor(private readonly em: EntityManager) {}

  /** Straight from SQL: the designer's links to clients with their brand names; the accounts context says which still exist, are companies, and their names. */
  async execute({ actor }: ListDesignerClientsQuery): Promise<DesignerClient[]> {
    const links = await this.em.getConnection().execute<{ client_id: string; brand_name: string | null }[]>(
      `select cd.client_id, b.brand_name from client_designer cd left join branding b on b.client_id = cd.client_id
          where cd.designer_id = ?`,
      [actor.userId],
    );
    const brands = new Map(links.map((link) => [link.client_id, link.brand_name]));
    // The names, their order and which are companies are the accounts context's: asked at once.
    const [clients, companies] = await Promise.all([
      clientsByName(this.em, [...brands.keys()]),
      companyIds(this.em, [...brands.keys()]),
    ]);
    return clients
      .filter((client) => companies.has(client.id))
      .map((client) => ({ id: client.id, name: client.name, brandName: brands.get(client.id) ?? null }));
  }
}
