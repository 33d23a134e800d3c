import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { CommentView } from '../../queries/list-comments/comment.view.js';

/** Anyone who sees the order writes in its communication list. */
export class AddCommentCommand extends Command<CommentView> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly message: string,
  ) {
    super();
  }
}
