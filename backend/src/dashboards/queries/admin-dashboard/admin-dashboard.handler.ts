import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminDashboard } from '../../../contracts/dashboard-answers.js';
import { openPlanRequests } from '../../../billing/index.js';
import { DASHBOARD_LIST_MAX, designsWaitingForReview, projectsWaitingForDesigner } from '../../waiting-projects.js';
import { AdminDashboardQuery } from './admin-dashboard.query.js';

@QueryHandler(AdminDashboardQuery)
export class AdminDashboardHandler implements IQueryHandler<AdminDashboardQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<AdminDashboard> {
    const [reviewQueue, waitingForDesigner, requests] = await Promise.all([
      designsWaitingForReview(this.em),
      projectsWaitingForDesigner(this.em),
      openPlanRequests(this.em.fork()),
    ]);
    // Oldest first, like the other lists: the request that has waited longest on top.
    const open = [...requests].reverse();
    return {
      reviewQueue,
      waitingForDesigner,
      openPlanRequests: { count: open.length, items: open.slice(0, DASHBOARD_LIST_MAX) },
    };
  }
}
