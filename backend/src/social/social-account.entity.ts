import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../accounts/index.js';
import { PUBLISHING_NETWORKS, SOCIAL_ACCOUNT_STATUSES } from '../contracts/publishing.js';

const SocialAccountSchema = defineEntity({
  name: 'SocialAccount',
  tableName: 'social_account',
  uniques: [{ name: 'social_account_client_network_external_unique', properties: ['client', 'network', 'externalId'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** The company (its founding account's id). */
    client: () => p.manyToOne(Account).deleteRule('cascade'),
    network: p.enum(PUBLISHING_NETWORKS),
    /** The network's id of the account: page id, Instagram user id, organisation URN, TikTok open_id. */
    externalId: p.string().length(200),
    name: p.string().length(300),
    /** Sealed (SocialTokenBox): never stored or answered in the clear; null once disconnected. */
    accessToken: p.text().nullable(),
    refreshToken: p.text().nullable(),
    /** When the access token stops working; null: not by time. */
    expiresAt: p.datetime().nullable(),
    /** After this only the owner can renew the connection (connecting again); null: unknown. */
    refreshableUntil: p.datetime().nullable(),
    status: p.enum(SOCIAL_ACCOUNT_STATUSES),
    connectedBy: () => p.manyToOne(Account).nullable().deleteRule('set null'),
    connectedAt: p.datetime(),
    refreshedAt: p.datetime().nullable(),
    /** The `refreshableUntil` the owner was warned of (once per such moment). */
    warnedFor: p.datetime().nullable(),
    /** Why it is disconnected (German), when the network refused its token. */
    error: p.text().nullable(),
    /** The account's picture, copied into the storage when it was connected (account-pictures.ts). */
    pictureKey: p.string().length(300).nullable(),
  },
});

/** A client's account on a social network that the product may publish to. */
export class SocialAccount extends SocialAccountSchema.class {}
SocialAccountSchema.setClass(SocialAccount);
