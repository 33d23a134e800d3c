import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Plan } from '../../plan.entity.js';
import type { PlanInfo } from '../../../contracts/billing-answers.js';
import { planView } from '../../plan.view.js';
import { ListPlansQuery } from './list-plans.query.js';

@QueryHandler(ListPlansQuery)
export class ListPlansHandler implements IQueryHandler<ListPlansQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<PlanInfo[]> {
    const plans = await this.em.find(Plan, { retiredAt: null }, { orderBy: { price: 'asc', name: 'asc' } });
    return plans.map((plan) => planView(plan));
  }
}
