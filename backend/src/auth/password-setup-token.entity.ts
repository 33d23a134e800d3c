import { createHash, randomBytes } from 'node:crypto';
import { defineEntity, p, type EntityManager } from '@mikro-orm/core';
import { Account } from '../accounts/account.entity.js';

/** How long a link to set the password works. */
const VALID_DAYS = 7;

const PasswordSetupTokenSchema = defineEntity({
  name: 'PasswordSetupToken',
  tableName: 'password_setup_token',
  properties: {
    /** SHA-256 (hex) of the token; the token itself is only ever in the mail. */
    tokenHash: p.string().length(64).primary(),
    account: () => p.manyToOne(Account).deleteRule('cascade').index(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/**
 * A single-use link with which an account an admin created chooses its own password: 32 random
 * bytes (base64url) in the link, their SHA-256 here, valid seven days.
 */
export class PasswordSetupToken extends PasswordSetupTokenSchema.class {
  static hash(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }

  /** A new token for the account, persisted on the caller's next flush; answers the token itself. */
  static issue(em: EntityManager, accountId: string, now = new Date()): string {
    const token = randomBytes(32).toString('base64url');
    em.create(PasswordSetupToken, {
      tokenHash: PasswordSetupToken.hash(token),
      account: em.getReference(Account, accountId),
      expiresAt: new Date(now.getTime() + VALID_DAYS * 86_400_000),
      usedAt: null,
    });
    return token;
  }

  usableAt(now: Date): boolean {
    return this.usedAt === null && this.expiresAt > now;
  }
}
PasswordSetupTokenSchema.setClass(PasswordSetupToken);
