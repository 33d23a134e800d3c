import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../account.entity.js';

const RecoveryCodeSchema = defineEntity({
  name: 'RecoveryCode',
  tableName: 'recovery_code',
  uniques: [{ properties: ['account', 'codeHash'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).deleteRule('cascade').index(),
    /** SHA-256 (hex) of the code's ten characters; the code itself is shown once and never stored. */
    codeHash: p.string().length(64),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** One of the ten codes that stand in for the authenticator app once each. */
export class RecoveryCode extends RecoveryCodeSchema.class {}
RecoveryCodeSchema.setClass(RecoveryCode);
