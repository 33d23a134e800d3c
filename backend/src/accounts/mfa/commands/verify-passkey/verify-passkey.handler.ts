import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type VerifiedAuthenticationResponse,
} from '@simplewebauthn/server';
import type { Account } from '../../../account.entity.js';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import { MfaSignIns } from '../../mfa-sign-ins.js';
import { MFA_TEXTS } from '../../mfa-texts.js';
import { Passkey } from '../../passkey.entity.js';
import { fromBase64Url } from '../../passkey-keys.js';
import { expectedCeremony, relyingPartyOf } from '../../relying-party.js';
import { VerifyPasskeyCommand } from './verify-passkey.command.js';

@CommandHandler(VerifyPasskeyCommand)
export class VerifyPasskeyHandler implements ICommandHandler<VerifyPasskeyCommand> {
  constructor(
    private readonly signIns: MfaSignIns,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ mfaToken, response, ip }: VerifyPasskeyCommand) {
    return this.signIns.attempt(mfaToken, ip, MFA_TEXTS.passkeyFailed, (em, account, challenge) =>
      this.check(em, account, challenge, response),
    );
  }

  /**
   * Right when one of the account's passkeys signed this sign-in's challenge, on our origin and
   * relying party, with a counter that did not go backwards (a cloned key); its counter and last use
   * are then written.
   */
  private async check(
    em: EntityManager,
    account: Account,
    challenge: string | null,
    response: AuthenticationResponseJSON,
  ): Promise<boolean> {
    if (!challenge) return false;
    const passkey = await em.findOne(Passkey, { account: account.id, credentialId: response.id });
    if (!passkey) return false;
    const relyingParty = relyingPartyOf(this.config.appUrl);
    let verification: VerifiedAuthenticationResponse;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        ...expectedCeremony(relyingParty, challenge),
        credential: {
          id: passkey.credentialId,
          publicKey: fromBase64Url(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports,
        },
      });
    } catch {
      // A malformed answer, another origin or challenge, a bad signature, a counter gone back.
      return false;
    }
    if (!verification.verified) return false;
    passkey.counter = verification.authenticationInfo.newCounter;
    passkey.lastUsedAt = new Date();
    await em.flush();
    return true;
  }
}
