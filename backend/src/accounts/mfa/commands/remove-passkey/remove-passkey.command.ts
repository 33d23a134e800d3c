import { Command } from '@nestjs/cqrs';
import type { PasswordProof } from '../../../current-password.js';

/**
 * One of the account's passkeys goes, behind the current password; an admin keeps at least one
 * factor (409 MFA_REQUIRED); every other session of the account ends.
 */
export class RemovePasskeyCommand extends Command<void> {
  constructor(
    readonly proof: PasswordProof,
    /** The caller's own session, which stays. */
    readonly sessionId: string | null,
    readonly passkeyId: string,
  ) {
    super();
  }
}
