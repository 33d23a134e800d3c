import { Command } from '@nestjs/cqrs';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';

/** The options for the browser's passkey prompt in the second step of a sign-in. */
export class StartPasskeySignInCommand extends Command<PublicKeyCredentialRequestOptionsJSON> {
  constructor(readonly mfaToken: string) {
    super();
  }
}
