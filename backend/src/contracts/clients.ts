/** Clients and their branding, as the admin's and the brand screens see them. */
import type { BrandingData } from './branding.js';

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'linkedin', 'twitter'] as const;
type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Links per network; a network left empty is left out (and no link at all is stored as null). */
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/** GET /api/clients/:clientId/branding. */
export interface Branding {
  brandName: string | null;
  /** Signed and short-lived, like every file URL; null without a logo. */
  logoUrl: string | null;
  website: string | null;
  colorPrimary: string;
  colorSecondary: string;
  font: string;
  socialLinks: SocialLinks | null;
  examplePosts: string | null;
  /** The brand (spec 000 §3, contracts/branding.ts): every field, every list at its size; the defaults until the brand screens fill it. */
  brandingData: BrandingData;
}

/** POST /api/clients/:clientId/logo (multipart `file`). */
export interface LogoUploaded {
  logoUrl: string;
}
