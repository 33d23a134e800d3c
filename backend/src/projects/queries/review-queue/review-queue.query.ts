import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { ProjectDetail } from '../../../contracts/project-answers.js';

/** The orders waiting for an admin's check, oldest first, with their designs. */
export class ReviewQueueQuery extends Query<ProjectDetail[]> {
  constructor(readonly actor: Actor) {
    super();
  }
}
