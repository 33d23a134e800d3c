import { Command } from '@nestjs/cqrs';
import type { IssuedSession } from '../../../session-issuer.js';

/** The second step of a sign-in with a code of the authenticator app or a recovery code. */
export class VerifyMfaCodeCommand extends Command<IssuedSession> {
  constructor(
    readonly mfaToken: string,
    readonly code: string,
    /** The caller's address, for the sign-in throttle. */
    readonly ip: string,
  ) {
    super();
  }
}
