import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../account.entity.js';

const MfaSignInSchema = defineEntity({
  name: 'MfaSignIn',
  tableName: 'mfa_sign_in',
  properties: {
    /** SHA-256 (hex) of the mfaToken; the token itself is only ever in the sign-in answer. */
    tokenHash: p.string().length(64).primary(),
    account: () => p.manyToOne(Account).deleteRule('cascade').index(),
    /** The account's session version when the password was verified: a later sign-out or password change voids the step. */
    sessionVersion: p.integer(),
    /** Codes and passkeys tried so far; the sign-in dies at MAX_ATTEMPTS. */
    attempts: p.integer().default(0),
    /** The challenge of the passkey options last handed out for this sign-in (single use). */
    passkeyChallenge: p.string().length(200).nullable(),
    expiresAt: p.datetime().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/**
 * A sign-in whose password was right and whose second step is still open. In Postgres, so that any
 * API replica can finish it and the attempts are counted once for all of them.
 */
export class MfaSignIn extends MfaSignInSchema.class {}
MfaSignInSchema.setClass(MfaSignIn);
