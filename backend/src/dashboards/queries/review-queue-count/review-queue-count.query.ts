import { Query } from '@nestjs/cqrs';
import type { ReviewQueueCount } from '../../../contracts/dashboard-answers.js';

/** How many designs wait for an admin's check: the review queue's sidebar badge. */
export class ReviewQueueCountQuery extends Query<ReviewQueueCount> {}
