import { Command } from '@nestjs/cqrs';
import type { TotpSetup } from '../../../../contracts/mfa.js';

/**
 * A new pending secret for the authenticator app, replacing an earlier pending one; it counts only
 * once a code of it confirms it. Refused (409) while the app is already set up.
 */
export class StartTotpSetupCommand extends Command<TotpSetup> {
  constructor(readonly accountId: string) {
    super();
  }
}
