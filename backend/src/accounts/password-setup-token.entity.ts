import { createHash, randomBytes } from 'node:crypto';
import { defineEntity, p, type EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { Account } from './account.entity.js';
import { accountState } from './account-state.js';

const PasswordSetupTokenSchema = defineEntity({
  name: 'PasswordSetupToken',
  tableName: 'password_setup_token',
  properties: {
    /** SHA-256 (hex) of the token; the token itself is only ever in the mail. */
    tokenHash: p.string().length(64).primary(),
    account: () => p.manyToOne(Account).deleteRule('cascade').index(),
    /** The account's state when the link was made (account-state.ts): any change since ends it. */
    accountState: p.string().length(64),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    /** Ended before use: a sign-in, a change of password, e-mail, role or status, or a newer link. */
    revokedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/**
 * A link with which an account chooses its own password (the welcome mail, or a new link an admin
 * sends): 32 random bytes (base64url) in the link, their SHA-256 here. It works once, for
 * `PASSWORD_LINK_TTL_HOURS` (24 by default), only while it is the account's newest link, and only
 * while the account is as it was when the link was made (its fingerprint). Besides, every sign-in
 * and every change of password, e-mail, role or status ends the account's open links explicitly
 * (`endOpen`), so the table says what happened.
 */
export class PasswordSetupToken extends PasswordSetupTokenSchema.class {
  static hash(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }

  /**
   * A new link for the account, bound to its state now; earlier open links end. Persisted on the
   * caller's next flush; answers the token itself, or null for an account that is inactive,
   * deleted or gone (it gets no link).
   */
  static async issue(
    em: SqlEntityManager,
    accountId: string,
    validHours: number,
    now = new Date(),
  ): Promise<string | null> {
    const state = await accountState(em, accountId);
    if (!state?.active) return null;
    await PasswordSetupToken.endOpen(em, accountId, now);
    const token = randomBytes(32).toString('base64url');
    em.create(PasswordSetupToken, {
      tokenHash: PasswordSetupToken.hash(token),
      account: em.getReference(Account, accountId),
      accountState: state.fingerprint,
      expiresAt: new Date(now.getTime() + validHours * 3_600_000),
      usedAt: null,
      revokedAt: null,
    });
    return token;
  }

  /** Ends every open link of the account, at once and inside the caller's transaction if there is one. */
  static async endOpen(em: EntityManager, accountId: string, now = new Date()): Promise<void> {
    await em.nativeUpdate(
      PasswordSetupToken,
      { account: accountId, usedAt: null, revokedAt: null },
      { revokedAt: now },
    );
  }

  /** Unused, not ended, not expired, and the account is still as it was when the link was made. */
  usableFor(fingerprint: string | undefined, now: Date): boolean {
    return this.usedAt === null && this.revokedAt === null && this.expiresAt > now && fingerprint === this.accountState;
  }
}
PasswordSetupTokenSchema.setClass(PasswordSetupToken);
