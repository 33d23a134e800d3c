import type { ProjectComment } from '../../../../contracts/project-answers.js';
import { guestName } from '../../../../contracts/team.js';
import type { Comment } from '../../comment.entity.js';

/** A comment as the API answers it. */
export function commentOf(comment: Comment, guest?: string): ProjectComment {
  return {
    id: comment.id,
    message: comment.message,
    internal: comment.internal,
    createdAt: comment.createdAt.toISOString(),
    author: comment.author
      ? { id: comment.author.id, name: comment.author.name }
      : guest && comment.guestLinkId
        ? { id: comment.guestLinkId, name: guestName(guest) }
        : null,
  };
}
