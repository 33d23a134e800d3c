import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { statusesWhere } from '../../../contracts/projects.js';
import { FileStorage } from '../../../storage/file-storage.js';
import { Project } from '../../project.entity.js';
import { projectDetails } from '../../project.views.js';
import { ReviewQueueQuery } from './review-queue.query.js';
import { ExportLinks } from '../../exports/export-links.js';

/** The designs waiting for an admin's check. */
const WAITING_FOR_REVIEW = statusesWhere((meaning) => meaning.waitingFor === 'adminReview');

@QueryHandler(ReviewQueueQuery)
export class ReviewQueueHandler implements IQueryHandler<ReviewQueueQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly exports: ExportLinks,
  ) {}

  async execute({ actor }: ReviewQueueQuery) {
    const projects = await this.em.find(
      Project,
      { status: { $in: WAITING_FOR_REVIEW } },
      { populate: ['client', 'designer'], orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return projectDetails(this.em, actor, projects, this.storage, this.exports);
  }
}
