import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { generateRegistrationOptions } from '@simplewebauthn/server';
import { Account } from '../../../account.entity.js';
import { AppError } from '../../../../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import { FreshSignIn } from '../../fresh-sign-in.js';
import { Passkey } from '../../passkey.entity.js';
import { userHandleOf } from '../../passkey-keys.js';
import { PasskeyRegistration } from '../../passkey-registration.entity.js';
import { relyingPartyOf } from '../../relying-party.js';
import { StartPasskeyRegistrationCommand } from './start-passkey-registration.command.js';

/** How long the browser's prompt may take. */
const REGISTRATION_VALID_MS = 5 * 60 * 1000;

/**
 * Options that exclude the account's passkeys (a device registers once) and prefer, but do not
 * demand, a discoverable key and user verification; no attestation (we trust no vendor list). The
 * challenge is kept per account in Postgres, replacing an earlier one, for any replica to check.
 */
@CommandHandler(StartPasskeyRegistrationCommand)
export class StartPasskeyRegistrationHandler implements ICommandHandler<StartPasskeyRegistrationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly freshSignIn: FreshSignIn,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ proof, sessionId }: StartPasskeyRegistrationCommand) {
    const accountId = proof.accountId;
    await this.freshSignIn.assert(proof, sessionId);
    const account = await this.em.findOne(Account, { id: accountId, deletedAt: null });
    if (!account) throw AppError.unauthenticated();
    const passkeys = await this.em.find(Passkey, { account: accountId }, { fields: ['credentialId', 'transports'] });
    const relyingParty = relyingPartyOf(this.config.appUrl);
    const options = await generateRegistrationOptions({
      rpName: relyingParty.name,
      rpID: relyingParty.id,
      userName: account.email,
      userDisplayName: account.name,
      userID: userHandleOf(account.id),
      timeout: REGISTRATION_VALID_MS,
      attestationType: 'none',
      excludeCredentials: passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    await this.em.upsert(PasskeyRegistration, {
      account,
      challenge: options.challenge,
      expiresAt: new Date(Date.now() + REGISTRATION_VALID_MS),
    });
    return options;
  }
}
