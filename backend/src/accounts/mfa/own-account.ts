import type { Actor } from '../../common/auth/actor.js';
import { AppError, MESSAGES } from '../../common/errors/app-error.js';

/** The caller's own account; an admin viewing as a client changes nobody's security from there (403). */
export function ownAccount(actor: Actor): string {
  if (actor.viewAsClientId) throw AppError.forbidden(MESSAGES.notWhileViewingAsClient);
  return actor.userId;
}
