import { Command } from '@nestjs/cqrs';
import type { RecoveryCodes } from '../../../../contracts/mfa-answers.js';

/**
 * A code of the pending secret confirms the authenticator app: it becomes the account's second
 * factor, with ten new recovery codes (shown once), and every other session of the account ends.
 */
export class ConfirmTotpCommand extends Command<RecoveryCodes> {
  constructor(
    readonly accountId: string,
    /** The caller's own session, which stays. */
    readonly sessionId: string | null,
    readonly code: string,
  ) {
    super();
  }
}
