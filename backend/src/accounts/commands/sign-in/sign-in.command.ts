import { Command } from '@nestjs/cqrs';
import type { MfaChallenge } from '../../../contracts/mfa-answers.js';
import type { IssuedSession } from '../../session-issuer.js';

/** The session, or for an account with a second factor the challenge of the second step. */
export class SignInCommand extends Command<IssuedSession | MfaChallenge> {
  constructor(
    readonly email: string,
    readonly password: string,
    /** The caller's address, for throttling. */
    readonly ip: string,
  ) {
    super();
  }
}
