import type { ProjectComment } from '../../../contracts/project-answers.js';
import type { Comment } from '../../comment.entity.js';

/** A comment as the API answers it. */
export function commentOf(comment: Comment): ProjectComment {
  return {
    id: comment.id,
    message: comment.message,
    internal: comment.internal,
    createdAt: comment.createdAt.toISOString(),
    author: comment.author ? { id: comment.author.id, name: comment.author.name } : null,
  };
}
