import type { Branding as BrandingAnswer } from '../../contracts/client-answers.js';
import type { FileUrls } from '../../storage/index.js';
import { storedBrandingData } from './branding-data.js';
import { simpleBrandFields } from './brand-record.js';
import type { Branding } from './branding.entity.js';

const SOCIAL_LINKS_SCHEMA = {
  instagram: { type: 'string' },
  facebook: { type: 'string' },
  linkedin: { type: 'string' },
  twitter: { type: 'string' },
} as const;

/** The body of PUT /api/clients/{clientId}/branding, for the OpenAPI document (validated by `brandingUpdateSchema`). */
export const BRANDING_UPDATE_BODY = {
  type: 'object',
  required: ['brandingData'],
  properties: {
    brandingData: {
      type: 'object',
      additionalProperties: true,
      description: '`BrandingDataInput`: any field may be left out and takes its default; unknown fields are refused',
    },
    website: {
      type: 'string',
      nullable: true,
      maxLength: 500,
      description: 'Left out: unchanged; empty or null: none',
    },
    socialLinks: {
      type: 'object',
      nullable: true,
      properties: SOCIAL_LINKS_SCHEMA,
      description: 'Left out: unchanged; null, or empty links only: none',
    },
    examplePosts: {
      type: 'string',
      nullable: true,
      maxLength: 5000,
      description: "The admin's notes on example posts. Left out: unchanged; empty or null: none",
    },
    brandName: { description: 'Read-only (as the GET answers it): accepted and ignored' },
    logoUrl: { description: 'Read-only: accepted and ignored (the logo is set by POST …/logo)' },
    colorPrimary: { description: 'Read-only: accepted and ignored (brandingData.colorPrimary)' },
    colorSecondary: { description: 'Read-only: accepted and ignored (brandingData.colorSecondary1)' },
    font: { description: 'Read-only: accepted and ignored (brandingData.displayFont)' },
  },
};

/** The logo's signed URL (named logo.{ext} for the browser). */
export function logoUrl(key: string, storage: FileUrls): string {
  return storage.signedUrl(key, { fileName: `logo.${key.split('.').pop()}` });
}

export function brandingView(branding: Branding, storage: FileUrls): BrandingAnswer {
  const brandingData = storedBrandingData(branding.brandingData);
  const { brandName, colorPrimary, colorSecondary, font } = simpleBrandFields(brandingData);
  return {
    brandName,
    logoUrl: branding.logo ? logoUrl(branding.logo, storage) : null,
    website: branding.website ?? null,
    colorPrimary,
    colorSecondary,
    font,
    socialLinks: branding.socialLinks ?? null,
    examplePosts: branding.examplePosts ?? null,
    brandingData,
  };
}
