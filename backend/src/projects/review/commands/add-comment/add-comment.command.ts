import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { ProjectComment } from '../../../../contracts/project-answers.js';

/** Anyone who sees the order writes in its communication list. */
export class AddCommentCommand extends Command<ProjectComment> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly message: string,
  ) {
    super();
  }
}
