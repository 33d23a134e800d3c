import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Account } from '../account.entity.js';
import { Profile } from '../profile.entity.js';
import { SignInThrottle } from '../sign-in-throttle.js';
import { AppError, MESSAGES } from '../../common/errors/app-error.js';
import type { MfaChallenge } from '../../contracts/mfa-answers.js';
import { SessionIssuer, type IssuedSession } from '../session-issuer.js';
import { MfaSignIn } from './mfa-sign-in.entity.js';
import { MFA_TEXTS } from './mfa-texts.js';
import { SecondFactors } from './second-factors.js';

/** How long the second step may take after the password was right. */
const VALID_MS = 5 * 60 * 1000;
/** Wrong codes (and failed passkeys) one sign-in survives. */
const MAX_ATTEMPTS = 5;

/** Decides one try of the second step inside its transaction: true when the code or passkey was right. */
export type SecondStepCheck = (
  em: EntityManager,
  account: Account,
  passkeyChallenge: string | null,
) => Promise<boolean>;

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const expired = () => AppError.unauthenticated(MFA_TEXTS.signInExpired);

/**
 * Sign-ins between the password and the second factor. The mfaToken is 32 random bytes, stored as
 * SHA-256, valid 5 minutes, used once, dead after 5 wrong tries, and bound to the account's session
 * version: a sign-out everywhere or a password change meanwhile ends it. Its row is in Postgres, so
 * any replica finishes it and the tries are counted once.
 *
 * Every try also counts in the sign-in throttle (per account, address and both): the password step
 * of an account with a factor settles its attempt without clearing earlier failures, only a finished
 * second step does. So someone who has the password cannot guess codes faster by signing in again.
 */
@Injectable()
export class MfaSignIns {
  constructor(
    private readonly em: EntityManager,
    private readonly throttle: SignInThrottle,
    private readonly sessions: SessionIssuer,
    private readonly factors: SecondFactors,
  ) {}

  /** Opens the second step for an account whose password was just verified. */
  async open(account: Account): Promise<MfaChallenge> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    // Finished and abandoned sign-ins leave rows behind: each new one clears the expired.
    await this.em.nativeDelete(MfaSignIn, { expiresAt: { $lt: now } });
    this.em.create(MfaSignIn, {
      tokenHash: hashToken(token),
      account,
      sessionVersion: account.sessionVersion,
      attempts: 0,
      passkeyChallenge: null,
      expiresAt: new Date(now.getTime() + VALID_MS),
    });
    await this.em.flush();
    const methods = SecondFactors.methods(await this.factors.state(this.em, account.id));
    return { mfaRequired: true, mfaToken: token, methods };
  }

  /** The open sign-in of this token with its account: 401 when it is unknown, used, expired, out of tries or ended. */
  async pending(mfaToken: string): Promise<MfaSignIn> {
    const signIn = await this.em.findOne(MfaSignIn, { tokenHash: hashToken(mfaToken) }, { populate: ['account'] });
    if (!signIn || signIn.expiresAt <= new Date() || signIn.attempts >= MAX_ATTEMPTS) throw expired();
    const account = signIn.account;
    if (account.deletedAt || account.sessionVersion !== signIn.sessionVersion) throw expired();
    return signIn;
  }

  /** Hands out a passkey challenge for this sign-in (the last one handed out is the one that counts). */
  async setPasskeyChallenge(signIn: MfaSignIn, challenge: string): Promise<void> {
    const set = await this.em.nativeUpdate(
      MfaSignIn,
      { tokenHash: signIn.tokenHash, expiresAt: { $gt: new Date() }, attempts: { $lt: MAX_ATTEMPTS } },
      { passkeyChallenge: challenge },
    );
    if (!set) throw expired();
  }

  /**
   * One try of the second step: throttled, counted, checked; the session when it was right (and the
   * sign-in is used up), 401 `wrong` otherwise.
   */
  async attempt(mfaToken: string, ip: string, wrong: string, check: SecondStepCheck): Promise<IssuedSession> {
    const signIn = await this.pending(mfaToken);
    const account = signIn.account;
    // 429 while a delay runs; otherwise the try counts as a failure until it proves otherwise.
    const attempt = await this.throttle.begin(account.email, ip);
    let right: boolean;
    try {
      const passkeyChallenge = await this.takeTry(signIn.tokenHash);
      right = await this.em.transactional(async (em) => {
        if (!(await check(em, account, passkeyChallenge))) return false;
        // Used once: of two right answers at the same moment, one signs in.
        if (!(await em.nativeDelete(MfaSignIn, { tokenHash: signIn.tokenHash }))) throw expired();
        return true;
      });
    } catch (error) {
      // Out of tries, used meanwhile, or a fault of ours: no code was judged, so none was wrong.
      await attempt.cancelled();
      throw error;
    }
    if (!right) {
      await attempt.failed();
      throw AppError.unauthenticated(wrong);
    }
    await attempt.succeeded();
    const profile = await this.em.findOne(Profile, { account: account.id }, { fields: ['status'] });
    if (profile?.status !== 'active') throw AppError.forbidden(MESSAGES.accountInactive);
    return this.sessions.issue(account);
  }

  /**
   * Counts a try atomically (of parallel tries at most MAX_ATTEMPTS get through) and takes the
   * passkey challenge handed out for it, so that no challenge answers twice. 401 when none is left.
   */
  private async takeTry(tokenHash: string): Promise<string | null> {
    const rows = await this.em.getConnection().execute<{ passkey_challenge: string | null }[]>(
      `update mfa_sign_in s set attempts = s.attempts + 1, passkey_challenge = null
         from (select token_hash, passkey_challenge from mfa_sign_in where token_hash = ? for update) old_row
        where s.token_hash = old_row.token_hash and s.expires_at > ? and s.attempts < ?
        returning old_row.passkey_challenge`,
      [tokenHash, new Date(), MAX_ATTEMPTS],
    );
    if (!rows.length) throw expired();
    return rows[0].passkey_challenge;
  }
}
