import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../../accounts/index.js';
import type { SocialLinks } from '../../contracts/clients.js';

const BrandingSchema = defineEntity({
  name: 'Branding',
  tableName: 'branding',
  properties: {
    /** The client is the key: one branding record per client; it goes with the client. */
    client: () => p.oneToOne(Account).primary().owner().deleteRule('cascade'),
    /** The logo's storage key (private; answers carry a signed URL), or null. */
    logo: p.string().length(300).nullable(),
    website: p.string().length(500).nullable(),
    /** instagram, facebook, linkedin, twitter; null when none was given. */
    socialLinks: p.json<SocialLinks>().nullable(),
    examplePosts: p.text().nullable(),
    /**
     * The brand (spec 000 §3): the one place its name, colours and fonts live, whichever form wrote
     * them (the client's Branding-System or the admin's client form; see brand-record.ts). The
     * column `brand_name` is generated from it by the database, for the lists' search.
     */
    brandingData: p.json<Record<string, unknown>>().onCreate(() => ({})),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

/** A client's brand: the `brandingData` object, its logo, website, social links and the admin's notes on example posts. */
export class Branding extends BrandingSchema.class {}
BrandingSchema.setClass(Branding);
