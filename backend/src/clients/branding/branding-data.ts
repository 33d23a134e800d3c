import { brandingDataSchema, type BrandingData } from '../../contracts/branding.js';

type BrandingField = keyof typeof brandingDataSchema.shape;

/**
 * The stored brand as answered: every default filled in and every list at its size. A record
 * written before the schema (`{}` or a partial object) parses as it is; one that does not parse
 * as a whole (a field of an older shape) keeps the fields that still parse and takes the defaults
 * for the rest, so a read never fails on old data.
 */
export function storedBrandingData(stored: unknown): BrandingData {
  const parsed = brandingDataSchema.safeParse(stored ?? {});
  if (parsed.success) return parsed.data;
  const shape = brandingDataSchema.shape;
  const fields = stored && typeof stored === 'object' && !Array.isArray(stored) ? Object.entries(stored) : [];
  const kept = fields.filter(
    ([field, value]) => Object.hasOwn(shape, field) && shape[field as BrandingField].safeParse(value).success,
  );
  return brandingDataSchema.parse(Object.fromEntries(kept));
}
