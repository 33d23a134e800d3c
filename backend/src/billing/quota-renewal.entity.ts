import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../accounts/index.js';

const QuotaRenewalSchema = defineEntity({
  name: 'QuotaRenewal',
  tableName: 'quota_renewal',
  properties: {
    client: () => p.manyToOne(Account).primary().deleteRule('cascade'),
    /** YYYY-MM, Europe/Zurich. */
    month: p.string().length(7).primary(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** A client's monthly quota started anew: one row per client and month, so it is announced once. */
export class QuotaRenewal extends QuotaRenewalSchema.class {}
QuotaRenewalSchema.setClass(QuotaRenewal);
