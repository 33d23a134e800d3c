import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { CommentView } from './comment.view.js';

/** The order's communication list, oldest first. */
export class ListCommentsQuery extends Query<CommentView[]> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
  ) {
    super();
  }
}
