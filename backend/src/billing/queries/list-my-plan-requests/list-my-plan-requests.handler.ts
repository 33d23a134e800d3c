import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PlanRequest } from '../../plan-request.entity.js';
import type { MyPlanRequest } from '../../../contracts/billing-answers.js';
import { myPlanRequestView } from '../../plan-request.view.js';
import { PLAN_REQUESTS_MAX } from '../../plan-requests.js';
import { ListMyPlanRequestsQuery } from './list-my-plan-requests.query.js';

@QueryHandler(ListMyPlanRequestsQuery)
export class ListMyPlanRequestsHandler implements IQueryHandler<ListMyPlanRequestsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ clientId }: ListMyPlanRequestsQuery): Promise<MyPlanRequest[]> {
    const requests = await this.em.find(
      PlanRequest,
      { client: clientId },
      { populate: ['plan'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: PLAN_REQUESTS_MAX },
    );
    return requests.map((request) => myPlanRequestView(request));
  }
}
