import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../accounts/index.js';

const MorningDigestSchema = defineEntity({
  name: 'MorningDigest',
  tableName: 'morning_digest',
  properties: {
    user: () => p.manyToOne(Account).primary().deleteRule('cascade'),
    /** The Zurich day (YYYY-MM-DD) it went out on. */
    day: p.string().columnType('date').primary(),
    sentAt: p.datetime().onCreate(() => new Date()),
  },
});

/** A person's morning digest: one row per person and day, written in the transaction that sends it. */
export class MorningDigest extends MorningDigestSchema.class {}
MorningDigestSchema.setClass(MorningDigest);
