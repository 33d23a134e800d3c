import { Command } from '@nestjs/cqrs';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import type { PasswordProof } from '../../../current-password.js';

/**
 * The options for the browser's "create a passkey" prompt, with a fresh single-use challenge; only
 * after a fresh sign-in or with the current password (FreshSignIn), so the challenge that a new
 * passkey must answer is itself the proof.
 */
export class StartPasskeyRegistrationCommand extends Command<PublicKeyCredentialCreationOptionsJSON> {
  constructor(
    readonly proof: PasswordProof,
    /** The caller's session, whose sign-in may be fresh enough to need no password. */
    readonly sessionId: string | null,
  ) {
    super();
  }
}
