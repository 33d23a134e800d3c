import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { countWaitingForReview } from '../../waiting-projects.js';
import { ReviewQueueCountQuery } from './review-queue-count.query.js';

@QueryHandler(ReviewQueueCountQuery)
export class ReviewQueueCountHandler implements IQueryHandler<ReviewQueueCountQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute() {
    return { count: await countWaitingForReview(this.em) };
  }
}
