import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { AppError } from '../../../../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import { MfaSignIns } from '../../mfa-sign-ins.js';
import { MFA_TEXTS } from '../../mfa-texts.js';
import { Passkey } from '../../passkey.entity.js';
import { relyingPartyOf } from '../../relying-party.js';
import { StartPasskeySignInCommand } from './start-passkey-sign-in.command.js';

/**
 * The account's passkeys as the allowed credentials and a fresh challenge, kept on the open sign-in
 * (Postgres, so any replica checks the answer); the answer spends it.
 */
@CommandHandler(StartPasskeySignInCommand)
export class StartPasskeySignInHandler implements ICommandHandler<StartPasskeySignInCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly signIns: MfaSignIns,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ mfaToken }: StartPasskeySignInCommand) {
    const signIn = await this.signIns.pending(mfaToken);
    const passkeys = await this.em.find(
      Passkey,
      { account: signIn.account.id },
      { fields: ['credentialId', 'transports'] },
    );
    if (!passkeys.length) throw AppError.unauthenticated(MFA_TEXTS.passkeyFailed);
    const options = await generateAuthenticationOptions({
      rpID: relyingPartyOf(this.config.appUrl).id,
      allowCredentials: passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
      userVerification: 'preferred',
    });
    await this.signIns.setPasskeyChallenge(signIn, options.challenge);
    return options;
  }
}
