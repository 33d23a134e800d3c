import { Query } from '@nestjs/cqrs';

/** How many designs wait for an admin's check: the review queue's sidebar badge. */
export class ReviewQueueCountQuery extends Query<{ count: number }> {}
