import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../account.entity.js';

const TotpFactorSchema = defineEntity({
  name: 'TotpFactor',
  tableName: 'totp_factor',
  properties: {
    account: () => p.oneToOne(Account).primary().owner().deleteRule('cascade').fieldName('account_id'),
    /** The confirmed secret, encrypted (TotpSecretBox); null while only a pending one exists. */
    secret: p.text().nullable(),
    /** A secret shown for setup and not yet confirmed with a code, encrypted; replaced by the next setup. */
    pendingSecret: p.text().nullable(),
    confirmedAt: p.datetime().nullable(),
    /** The RFC 6238 time step of the last code accepted: no code of it or an earlier step counts again. */
    lastUsedStep: p.integer().nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

/** The account's authenticator app (TOTP): one row per account, the secrets encrypted at rest. */
export class TotpFactor extends TotpFactorSchema.class {}
TotpFactorSchema.setClass(TotpFactor);
