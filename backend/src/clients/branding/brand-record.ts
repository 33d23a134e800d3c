import type { EntityManager } from '@mikro-orm/postgresql';
import type { Account } from '../../accounts/index.js';
import { brandingDataSchema, type BrandingData } from '../../contracts/branding.js';
import { storedBrandingData } from './branding-data.js';
import { Branding } from './branding.entity.js';

/**
 * The brand fields of the admin's client form ("Kunde hinzufügen", the client page). They are not a
 * record of their own: each one is a field of the brand (`brandingData`) that the client's
 * Branding-System shows and edits, so both forms write and read the same values.
 */
export interface AdminBrandFields {
  brandName?: string;
  colorPrimary?: string;
  colorSecondary?: string;
  font?: string;
}

/** The simple fields of GET …/branding and the admin's client answer, read from the brand. */
export function simpleBrandFields(data: BrandingData): {
  brandName: string | null;
  colorPrimary: string;
  colorSecondary: string;
  font: string;
} {
  return {
    brandName: data.clientName || null,
    colorPrimary: data.colorPrimary,
    colorSecondary: data.colorSecondary1,
    font: data.displayFont,
  };
}

/**
 * The brand with the admin's fields applied: a field left out stays; an empty one takes the
 * brand's default (the name: the client's name). One font names both the display and the text font.
 */
export function withAdminBrandFields(stored: unknown, fields: AdminBrandFields, clientName: string): BrandingData {
  const data: Record<string, unknown> = { ...storedBrandingData(stored) };
  const defaults = brandingDataSchema.parse({});
  const given = (value: string | undefined) => (value === undefined ? undefined : value.trim());
  const brandName = given(fields.brandName);
  if (brandName !== undefined) data.clientName = brandName || clientName;
  const primary = given(fields.colorPrimary);
  if (primary !== undefined) data.colorPrimary = primary || defaults.colorPrimary;
  const secondary = given(fields.colorSecondary);
  if (secondary !== undefined) data.colorSecondary1 = secondary || defaults.colorSecondary1;
  const font = given(fields.font);
  if (font !== undefined) {
    data.displayFont = font || defaults.displayFont;
    data.textFont = font || defaults.textFont;
  }
  return brandingDataSchema.parse(data);
}

/** A client's first brand record: its name as the brand's name, every other field at its default. */
export function newBrandRecord(em: EntityManager, client: Account, fields: { logo?: string } = {}): Branding {
  return em.create(Branding, {
    client,
    logo: fields.logo ?? null,
    website: null,
    socialLinks: null,
    examplePosts: null,
    brandingData: brandingDataSchema.parse({ clientName: client.name.slice(0, 200) }),
  });
}
