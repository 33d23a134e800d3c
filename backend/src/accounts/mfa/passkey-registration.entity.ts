import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../account.entity.js';

const PasskeyRegistrationSchema = defineEntity({
  name: 'PasskeyRegistration',
  tableName: 'passkey_registration',
  properties: {
    account: () => p.oneToOne(Account).primary().owner().deleteRule('cascade').fieldName('account_id'),
    /** The challenge of the creation options last handed out (base64url); taken, and so spent, by the registration. */
    challenge: p.string().length(200),
    expiresAt: p.datetime(),
  },
});

/** The one open passkey registration of an account: single use, a few minutes, seen by every replica. */
export class PasskeyRegistration extends PasskeyRegistrationSchema.class {}
PasskeyRegistrationSchema.setClass(PasskeyRegistration);
