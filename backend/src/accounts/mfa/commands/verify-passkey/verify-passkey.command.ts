import { Command } from '@nestjs/cqrs';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { IssuedSession } from '../../../session-issuer.js';

/** The second step of a sign-in with a passkey: the browser's answer to the options' challenge. */
export class VerifyPasskeyCommand extends Command<IssuedSession> {
  constructor(
    readonly mfaToken: string,
    readonly response: AuthenticationResponseJSON,
    /** The caller's address, for the sign-in throttle. */
    readonly ip: string,
  ) {
    super();
  }
}
