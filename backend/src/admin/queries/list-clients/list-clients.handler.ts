import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminClientListItem } from '../../../contracts/admin-answers.js';
import { clientRows } from './client-rows.js';
import { ListClientsQuery } from './list-clients.query.js';

@QueryHandler(ListClientsQuery)
export class ListClientsHandler implements IQueryHandler<ListClientsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ search }: ListClientsQuery): Promise<AdminClientListItem[]> {
    return clientRows(this.em, { search });
  }
}
