import { Command } from '@nestjs/cqrs';
import type { PasswordProof } from '../../../current-password.js';

/**
 * The authenticator app goes, and its recovery codes with it; the current password proves the
 * person at the keyboard. An admin keeps at least one factor (409 MFA_REQUIRED).
 */
export class RemoveTotpCommand extends Command<void> {
  constructor(
    readonly proof: PasswordProof,
    /** The caller's own session, which stays. */
    readonly sessionId: string | null,
  ) {
    super();
  }
}
