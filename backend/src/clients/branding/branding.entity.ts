import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../../accounts/account.entity.js';
import type { SocialLinks } from '../../contracts/clients.js';

export const BRANDING_DEFAULTS = { colorPrimary: '#00AEEF', colorSecondary: '#FFFFFF', font: 'Inter' } as const;

const BrandingSchema = defineEntity({
  name: 'Branding',
  tableName: 'branding',
  properties: {
    /** The client is the key: one branding record per client; it goes with the client. */
    client: () => p.oneToOne(Account).primary().owner().deleteRule('cascade'),
    brandName: p.string().length(200).nullable(),
    /** The logo's storage key (private; answers carry a signed URL), or null. */
    logo: p.string().length(300).nullable(),
    website: p.string().length(500).nullable(),
    colorPrimary: p.string().length(20).default(BRANDING_DEFAULTS.colorPrimary),
    colorSecondary: p.string().length(20).default(BRANDING_DEFAULTS.colorSecondary),
    font: p.string().length(100).default(BRANDING_DEFAULTS.font),
    /** instagram, facebook, linkedin, twitter; null when none was given. */
    socialLinks: p.json<SocialLinks>().nullable(),
    examplePosts: p.text().nullable(),
    /** The rich branding object of the brand screens (spec 000 §3), empty until the client fills it. */
    brandingData: p.json<Record<string, unknown>>().onCreate(() => ({})),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

/** A client's brand: the simple fields of the spec and the rich `brandingData` object. */
export class Branding extends BrandingSchema.class {}
BrandingSchema.setClass(Branding);
