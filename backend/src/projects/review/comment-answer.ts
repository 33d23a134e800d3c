import type { ProjectComment } from '../../contracts/project-answers.js';
import { guestName } from '../../contracts/team.js';

/**
 * A comment as the API answers it, by the list and by the command that wrote it: its author is the
 * account's name (the accounts context's), or the guest link's holder, or nobody (an account gone).
 */
export function commentAnswer(
  comment: { id: string; message: string; internal: boolean; createdAt: Date | string },
  author: { id: string; name: string } | undefined,
  guest: { id: string; name: string } | null,
): ProjectComment {
  return {
    id: comment.id,
    message: comment.message,
    internal: comment.internal,
    createdAt: new Date(comment.createdAt).toISOString(),
    author: author
      ? { id: author.id, name: author.name }
      : guest
        ? { id: guest.id, name: guestName(guest.name) }
        : null,
  };
}
