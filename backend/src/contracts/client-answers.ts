/** The clients' answers as zod schemas (apart from clients.ts and branding.ts, whose values the web app imports; see project-requests.ts). */
import { z } from 'zod';
import type { BrandingData } from './branding.js';

/** Links per network; a network left empty is left out (and no link at all is stored as null). */
const socialLinksSchema = z.object({
  instagram: z.string().optional(),
  facebook: z.string().optional(),
  linkedin: z.string().optional(),
  twitter: z.string().optional(),
});

/** GET and PUT /api/clients/:clientId/branding (and the branding of the admin's client detail). */
export const brandingSchema = z.object({
  brandName: z
    .string()
    .nullable()
    .describe('brandingData.clientName (read-only here; accepted and ignored by the PUT)'),
  logoUrl: z.string().nullable().describe('Signed, valid for one to two hours'),
  website: z.string().nullable(),
  colorPrimary: z.string().describe('brandingData.colorPrimary (read-only here)'),
  colorSecondary: z.string().describe('brandingData.colorSecondary1 (read-only here)'),
  font: z.string().describe('brandingData.displayFont (read-only here)'),
  socialLinks: socialLinksSchema.nullable(),
  examplePosts: z.string().nullable(),
  // The brand's own schema (branding.ts) transforms what it reads, which JSON Schema cannot say: an
  // object in the document, `BrandingData` in the type (every field, every list at its size).
  brandingData: z
    .record(z.string(), z.unknown())
    .describe(
      '`BrandingData` (backend/src/contracts/branding.ts): every field with its default, every list at its size',
    ) as unknown as z.ZodType<BrandingData>,
});
/** The brand (spec 000 §3, contracts/branding.ts): the defaults until the brand screens fill it. */
export type Branding = z.output<typeof brandingSchema>;

/** POST /api/clients/:clientId/logo (multipart `file`). */
export const logoUploadedSchema = z.object({ logoUrl: z.string() });
export type LogoUploaded = z.output<typeof logoUploadedSchema>;

/** GET /api/designer/clients: the clients linked to the signed-in designer. */
export const designerClientSchema = z.object({
  id: z.string().meta({ format: 'uuid' }),
  name: z.string(),
  brandName: z.string().nullable(),
});
export type DesignerClient = z.output<typeof designerClientSchema>;
