/**
 * The brand between the server and the form, with the schema (zod): used by the client's form only,
 * so that zod stays in that page's chunk (the viewer reads the brand as the server answered it).
 */
import {
  brandingDataSchema,
  defaultBrandingData,
  SOCIAL_NETWORKS,
  type Branding,
  type BrandingData,
  type BrandingUpdate,
  type SocialLinks,
} from '../../shared/brandingContract';
import type { BrandingFormValues } from './brandingFields';

/**
 * The stored brand with every default. The server answers it parsed already; should a field not
 * fit the schema after all, that field takes its default instead of the whole brand being dropped.
 */
function toBrandingData(raw: unknown): BrandingData {
  const whole = brandingDataSchema.safeParse(raw ?? {});
  if (whole.success) return whole.data;
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(brandingDataSchema.shape)) {
    const parsed = field.safeParse(record[key]);
    if (parsed.success) fields[key] = parsed.data;
  }
  const merged = brandingDataSchema.safeParse(fields);
  return merged.success ? merged.data : defaultBrandingData();
}

/** The form's first values: the stored brand, or (no record yet: null) the defaults. */
export function toFormValues(branding: Branding | null): BrandingFormValues {
  const links: SocialLinks = branding?.socialLinks ?? {};
  return {
    brandingData: branding ? toBrandingData(branding.brandingData) : defaultBrandingData(),
    website: branding?.website ?? '',
    socialLinks: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, links[network] ?? '']),
    ) as BrandingFormValues['socialLinks'],
  };
}

/** The PUT body: the whole brand, the website (empty: null) and the links that are filled. */
export function toUpdate(values: BrandingFormValues): BrandingUpdate {
  const socialLinks: SocialLinks = {};
  for (const network of SOCIAL_NETWORKS) {
    const link = values.socialLinks[network]?.trim();
    if (link) socialLinks[network] = link;
  }
  const website = values.website?.trim();
  return { brandingData: values.brandingData, website: website || null, socialLinks };
}

/** A server field path ("brandingData.hooks.3") as the form's name path (["brandingData", "hooks", 3]). */
export function toNamePath(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
