import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
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

  async execute({ actor }: ReviewQueueQuery) {
    const projects = await this.em.find(
      Project,
      { status: { $in: WAITING_FOR_REVIEW } },
      { populate: ['client', 'designer'], orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return this.views.details(this.em, actor, projects);
  }
}
