import { Command } from '@nestjs/cqrs';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';

/** The options for the browser's "create a passkey" prompt, with a fresh single-use challenge. */
export class StartPasskeyRegistrationCommand extends Command<PublicKeyCredentialCreationOptionsJSON> {
  constructor(readonly accountId: string) {
    super();
  }
}
