import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CurrentPassword, type PasswordProof } from '../current-password.js';
import { AppError } from '../../common/errors/app-error.js';
import { RefreshToken } from '../refresh-token.entity.js';
import { MFA_TEXTS } from './mfa-texts.js';

/** How long after its sign-in a session adds a factor without typing the password again. */
const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * Adding a second factor is proven like changing the password: a copied access token alone must not
 * be enough, or its holder could add a factor of its own and lock the owner out of every sign-in.
 * The proof is the current password (counted by the sign-in throttle), or a session whose sign-in
 * (the password, and the second step where there is one) lies at most ten minutes back, so that an
 * admin led to set up its first factor right after signing in is not asked twice. The session is
 * the refresh-token family the access token names (`sid`).
 */
@Injectable()
export class FreshSignIn {
  constructor(
    private readonly em: EntityManager,
    private readonly currentPassword: CurrentPassword,
  ) {}

  async assert(proof: PasswordProof, sessionId: string | null, now = new Date()): Promise<void> {
    if (proof.password) return this.currentPassword.assert(proof);
    if (sessionId && (await this.signedInSince(proof.accountId, sessionId, new Date(now.getTime() - FRESH_SIGN_IN_MS))))
      return;
    throw AppError.validation(MFA_TEXTS.passwordToAddFactor, [
      { field: 'currentPassword', message: MFA_TEXTS.passwordToAddFactor },
    ]);
  }

  private async signedInSince(accountId: string, sessionId: string, since: Date): Promise<boolean> {
    const fresh = await this.em.count(RefreshToken, {
      account: accountId,
      familyId: sessionId,
      revokedAt: null,
      sessionStartedAt: { $gte: since },
    });
    return fresh > 0;
  }
}
