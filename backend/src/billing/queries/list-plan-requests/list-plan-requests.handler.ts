import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { adminPlanRequests } from '../../plan-requests.js';
import { ListPlanRequestsQuery } from './list-plan-requests.query.js';

@QueryHandler(ListPlanRequestsQuery)
export class ListPlanRequestsHandler implements IQueryHandler<ListPlanRequestsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ status }: ListPlanRequestsQuery) {
    return adminPlanRequests(this.em, { status });
  }
}
