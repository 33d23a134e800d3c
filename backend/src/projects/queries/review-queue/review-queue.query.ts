import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { ProjectDetailView } from '../../project.views.js';

/** The orders waiting for an admin's check, oldest first, with their designs. */
export class ReviewQueueQuery extends Query<ProjectDetailView[]> {
  constructor(readonly actor: Actor) {
    super();
  }
}
