import { Command } from '@nestjs/cqrs';
import type { PasswordProof } from '../../../current-password.js';
import type { TotpSetup } from '../../../../contracts/mfa-answers.js';

/**
 * A new pending secret for the authenticator app, replacing an earlier pending one; it counts only
 * once a code of it confirms it. Refused (409) while the app is already set up, and (400) without a
 * fresh sign-in or the current password (FreshSignIn).
 */
export class StartTotpSetupCommand extends Command<TotpSetup> {
  constructor(
    readonly proof: PasswordProof,
    /** The caller's session, whose sign-in may be fresh enough to need no password. */
    readonly sessionId: string | null,
  ) {
    super();
  }
}
