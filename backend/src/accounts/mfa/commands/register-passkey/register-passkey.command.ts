import { Command } from '@nestjs/cqrs';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { PasskeySummary } from '../../../../contracts/mfa-answers.js';

/**
 * The browser's answer to the registration options becomes a passkey of the account, with the
 * owner's name for it; every other session of the account ends.
 */
export class RegisterPasskeyCommand extends Command<PasskeySummary> {
  constructor(
    readonly accountId: string,
    /** The caller's own session, which stays. */
    readonly sessionId: string | null,
    readonly name: string,
    readonly response: RegistrationResponseJSON,
  ) {
    super();
  }
}
