import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';

const AccountSchema = defineEntity({
  name: 'Account',
  tableName: 'account',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** Stored lower-cased: e-mail addresses are matched case-insensitively. */
    email: p.string().length(320).unique(),
    passwordHash: p.text().lazy(),
    name: p.string().length(200),
    /**
     * Access tokens carry the version they were issued under and count only while it is still the
     * account's: raising it ends every access token of the account at once (sign-out, password
     * change, refresh-token reuse, deactivation, role change). Raised only by `AccessTokens.endAll`.
     */
    sessionVersion: p.integer().default(0),
    /**
     * Whether a second factor is set up (a confirmed authenticator app or a passkey): kept in step by
     * `SecondFactors.keepInStep` in the transaction of every change, so that the per-request session
     * check reads it from this row instead of asking a second table.
     */
    mfaEnabled: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    /**
     * Set when an admin deleted a designer or an admin: the row stays (without e-mail, password,
     * role or sessions) so the orders, comments and reviews it worked on keep a readable name.
     * Deleted clients are removed with their data instead (see docs/decisions.md).
     */
    deletedAt: p.datetime().nullable(),
  },
});

/** An identity that can sign in: e-mail, argon2id password hash and the display name. */
export class Account extends AccountSchema.class {
  static normalizeEmail(email: string): string {
    return email.trim().toLowerCase();
  }
}
AccountSchema.setClass(Account);
