import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from './account.entity.js';

const RefreshTokenSchema = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_token',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).deleteRule('cascade').index(),
    /** All tokens descending from one sign-in share a family; reuse of any one revokes the family. */
    familyId: p.uuid().index(),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: p.string().length(64).unique(),
    /** When the family's sign-in happened: no token of the family outlives it by more than the refresh lifetime. */
    sessionStartedAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class RefreshToken extends RefreshTokenSchema.class {}
RefreshTokenSchema.setClass(RefreshToken);
