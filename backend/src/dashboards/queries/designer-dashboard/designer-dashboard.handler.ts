import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DesignerDashboardStats } from '../../../contracts/dashboard-answers.js';
import { STATS_BUCKETS, STATUS_MEANINGS, type StatsBucket } from '../../../contracts/projects.js';
import { countByStatus } from '../../../projects/index.js';
import { DesignerDashboardQuery } from './designer-dashboard.query.js';

@QueryHandler(DesignerDashboardQuery)
export class DesignerDashboardHandler implements IQueryHandler<DesignerDashboardQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor }: DesignerDashboardQuery): Promise<DesignerDashboardStats> {
    const rows = await countByStatus(this.em, actor);
    const buckets = Object.fromEntries(STATS_BUCKETS.map((bucket) => [bucket, 0])) as Record<StatsBucket, number>;
    let adminReview = 0;
    let clientReview = 0;
    let total = 0;
    for (const row of rows) {
      const n = row.count;
      const meaning = STATUS_MEANINGS[row.status];
      total += n;
      buckets[meaning.statsBucket] += n;
      if (meaning.waitingFor === 'adminReview') adminReview += n;
      if (meaning.waitingFor === 'clientReview') clientReview += n;
    }
    return {
      total,
      new: buckets.new,
      inProgress: buckets.in_progress,
      adminReview,
      clientReview,
      completed: buckets.completed,
    };
  }
}
