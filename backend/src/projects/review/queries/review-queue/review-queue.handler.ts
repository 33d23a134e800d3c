import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { REVIEW_QUEUE_LIST_LIMIT } from '../../../../contracts/lists.js';
import type { ProjectDetail, ReviewQueuePage } from '../../../../contracts/project-answers.js';
import { statusesWhere } from '../../../../contracts/projects.js';
import { ProjectViews } from '../../../lifecycle/project.view.js';
import { ReviewQueueQuery } from './review-queue.query.js';

/** The designs waiting for an admin's check. */
const WAITING_FOR_REVIEW = statusesWhere((meaning) => meaning.waitingFor === 'adminReview');

/**
 * The queue's order ids straight from SQL (the (status, created_at) index gives the oldest first;
 * the id settles equal times), with the count as an uncorrelated subquery in the same round trip,
 * then their detail views in one statement (ProjectViews).
 */
@QueryHandler(ReviewQueueQuery)
export class ReviewQueueHandler implements IQueryHandler<ReviewQueueQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: ProjectViews,
  ) {}

  async execute({ actor, part }: ReviewQueueQuery): Promise<ReviewQueuePage | ProjectDetail[]> {
    const connection = this.em.getConnection();
    const waiting = `status in (${WAITING_FOR_REVIEW.map(() => '?').join(', ')})`;
    if (part === 'oldest') {
      const rows = await connection.execute<{ id: string }[]>(
        `select id from project where ${waiting} order by created_at, id limit ?`,
        [...WAITING_FOR_REVIEW, REVIEW_QUEUE_LIST_LIMIT],
      );
      return this.views.details(actor, rows);
    }
    const { page, pageSize } = part;
    const rows = await connection.execute<{ id: string; total: string }[]>(
      `select id, (select count(*) from project where ${waiting}) as total
         from project where ${waiting} order by created_at, id limit ? offset ?`,
      [...WAITING_FOR_REVIEW, ...WAITING_FOR_REVIEW, pageSize, (page - 1) * pageSize],
    );
    // A page past the end has no row to carry the count.
    const total = rows.length
      ? rows[0].total
      : (
          await connection.execute<{ total: string }[]>(`select count(*) as total from project where ${waiting}`, [
            ...WAITING_FOR_REVIEW,
          ])
        )[0].total;
    return { items: await this.views.details(actor, rows), total: Number(total), page, pageSize };
  }
}
