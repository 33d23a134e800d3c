import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { ProjectComment } from '../../../../contracts/project-answers.js';

/** The order's communication list, oldest first. */
export class ListCommentsQuery extends Query<ProjectComment[]> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
  ) {
    super();
  }
}
