import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import { type TimelineEntry } from '../../../../contracts/project-answers.js';

/** Every domain event of the order, oldest first. */
export class TimelineQuery extends Query<TimelineEntry[]> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
  ) {
    super();
  }
}
