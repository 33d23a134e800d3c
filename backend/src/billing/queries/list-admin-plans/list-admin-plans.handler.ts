import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { adminPlanViews } from '../../plan-admin.js';
import { Plan } from '../../plan.entity.js';
import type { AdminPlan } from '../../../contracts/billing-answers.js';
import { ListAdminPlansQuery } from './list-admin-plans.query.js';

@QueryHandler(ListAdminPlansQuery)
export class ListAdminPlansHandler implements IQueryHandler<ListAdminPlansQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<AdminPlan[]> {
    const plans = await this.em.find(Plan, {}, { orderBy: { price: 'asc', name: 'asc' } });
    return adminPlanViews(this.em, plans);
  }
}
