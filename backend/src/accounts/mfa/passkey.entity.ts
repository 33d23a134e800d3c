import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../account.entity.js';

const PasskeySchema = defineEntity({
  name: 'Passkey',
  tableName: 'passkey',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).deleteRule('cascade').index(),
    /** The credential's id as the browser sends it (base64url; WebAuthn allows up to 1023 bytes). */
    credentialId: p.string().length(1400).unique(),
    /** The COSE public key (base64url): no secret, it only checks signatures. */
    publicKey: p.text(),
    /** The authenticator's signature counter; one that goes backwards reveals a cloned key. */
    counter: p.bigint('number').default(0),
    transports: p.json<string[]>().default([]),
    /** The owner's name for it ("MacBook", "Schlüssel"). */
    name: p.string().length(100),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastUsedAt: p.datetime().nullable(),
  },
});

/** A WebAuthn credential of the account, a second factor beside or instead of the app. */
export class Passkey extends PasskeySchema.class {}
PasskeySchema.setClass(Passkey);
