import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
  type VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import { AppError } from '../../../../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import type { PasskeySummary } from '../../../../contracts/mfa-answers.js';
import { MFA_TEXTS } from '../../mfa-texts.js';
import { OtherSessions } from '../../other-sessions.js';
import { Passkey } from '../../passkey.entity.js';
import { toBase64Url } from '../../passkey-keys.js';
import { expectedCeremony, relyingPartyOf, type RelyingParty } from '../../relying-party.js';
import { SecondFactors } from '../../second-factors.js';
import { RegisterPasskeyCommand } from './register-passkey.command.js';

/** Passkeys one account may hold: more than anyone has devices, few enough to list. */
const MAX_PASSKEYS = 20;

const failed = () => AppError.validation(MFA_TEXTS.passkeyNotRegistered);

@CommandHandler(RegisterPasskeyCommand)
export class RegisterPasskeyHandler implements ICommandHandler<RegisterPasskeyCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly factors: SecondFactors,
    private readonly otherSessions: OtherSessions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ accountId, sessionId, name, response }: RegisterPasskeyCommand): Promise<PasskeySummary> {
    const challenge = await this.takeChallenge(accountId);
    if (!challenge) throw failed();
    const registration = await this.verify(response, challenge, relyingPartyOf(this.config.appUrl));
    if (!registration) throw failed();
    const { credential } = registration;
    const passkey = await this.em.transactional(async (em) => {
      const account = await this.factors.lock(em, accountId);
      const count = await em.count(Passkey, { account: accountId });
      if (count >= MAX_PASSKEYS) throw AppError.validation(MFA_TEXTS.tooManyPasskeys(MAX_PASSKEYS));
      // The same authenticator twice (excluded by the options, but a browser may not): refused.
      if (await em.count(Passkey, { credentialId: credential.id })) throw failed();
      const created = em.create(Passkey, {
        account,
        credentialId: credential.id,
        publicKey: toBase64Url(credential.publicKey),
        counter: credential.counter,
        transports: (credential.transports ?? []).slice(0, 10),
        name,
        lastUsedAt: null,
      });
      await em.flush();
      await this.factors.keepInStep(em, accountId);
      await this.otherSessions.end(em, accountId, sessionId);
      return created;
    });
    return { id: passkey.id, name: passkey.name, createdAt: passkey.createdAt.toISOString(), lastUsedAt: null };
  }

  /** The account's open registration challenge, spent by taking it (single use); null when none is open or it expired. */
  private async takeChallenge(accountId: string): Promise<string | null> {
    const rows = await this.em
      .getConnection()
      .execute<{ challenge: string; expires_at: Date }[]>(
        `delete from passkey_registration where account_id = ? returning challenge, expires_at`,
        [accountId],
      );
    const row = rows[0];
    return row && new Date(row.expires_at) > new Date() ? row.challenge : null;
  }

  private async verify(response: RegistrationResponseJSON, challenge: string, relyingParty: RelyingParty) {
    let verification: VerifiedRegistrationResponse;
    try {
      verification = await verifyRegistrationResponse({ response, ...expectedCeremony(relyingParty, challenge) });
    } catch {
      // Malformed, another origin or challenge, an algorithm we do not take.
      return null;
    }
    return verification.verified ? verification.registrationInfo : null;
  }
}
