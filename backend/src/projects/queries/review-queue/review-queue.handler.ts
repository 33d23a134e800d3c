import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { REVIEW_QUEUE_LIST_LIMIT } from '../../../contracts/lists.js';
import type { ProjectDetail, ReviewQueuePage } from '../../../contracts/project-answers.js';
import { statusesWhere } from '../../../contracts/projects.js';
import { Project } from '../../project.entity.js';
import { ProjectViews } from '../../project.views.js';
import { ReviewQueueQuery } from './review-queue.query.js';

/** The designs waiting for an admin's check. */
const WAITING_FOR_REVIEW = statusesWhere((meaning) => meaning.waitingFor === 'adminReview');

@QueryHandler(ReviewQueueQuery)
export class ReviewQueueHandler implements IQueryHandler<ReviewQueueQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: ProjectViews,
  ) {}

  async execute({ actor, part }: ReviewQueueQuery): Promise<ReviewQueuePage | ProjectDetail[]> {
    // The (status, created_at) index gives the oldest first; the id settles equal times.
    const waiting = { status: { $in: WAITING_FOR_REVIEW } };
    const order = { populate: ['client', 'designer'] as const, orderBy: { createdAt: 'asc', id: 'asc' } as const };
    if (part === 'oldest') {
      const projects = await this.em.find(Project, waiting, { ...order, limit: REVIEW_QUEUE_LIST_LIMIT });
      return this.views.details(this.em, actor, projects);
    }
    const { page, pageSize } = part;
    const [projects, total] = await this.em.findAndCount(Project, waiting, { ...order, limit: pageSize, offset: (page - 1) * pageSize });
    return { items: await this.views.details(this.em, actor, projects), total, page, pageSize };
  }
}
