import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { ProjectDetail, ReviewQueuePage } from '../../../../contracts/project-answers.js';

/** Which part of the queue: a page, or (the contract's older form) the list of its oldest orders. */
export type ReviewQueuePart = { page: number; pageSize: number } | 'oldest';

/** The orders waiting for an admin's check, oldest first, with their designs. */
export class ReviewQueueQuery extends Query<ReviewQueuePage | ProjectDetail[]> {
  constructor(
    readonly actor: Actor,
    readonly part: ReviewQueuePart,
  ) {
    super();
  }
}
