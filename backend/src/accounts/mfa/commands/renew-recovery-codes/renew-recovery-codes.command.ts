import { Command } from '@nestjs/cqrs';
import type { PasswordProof } from '../../../current-password.js';
import type { RecoveryCodes } from '../../../../contracts/mfa-answers.js';

/** A new set of recovery codes (the old ones die), behind the current password. */
export class RenewRecoveryCodesCommand extends Command<RecoveryCodes> {
  constructor(readonly proof: PasswordProof) {
    super();
  }
}
