/**
 * The brand's shape (spec 000, sections 3 and 5): one schema that the server validates every
 * write with and the web app builds its form from, so both agree on every field, default, list size
 * and bound. The one contract with a runtime dependency (zod): docs/decisions.md, "Brand".
 *
 * Not re-exported from ./index.ts: modules that import the contracts for their types or constants
 * must not pull zod into their bundles. Import it from here directly.
 */
import { z } from 'zod';

/** Upper bounds of what one field may hold: every input bounded. */
export const BRANDING_TEXT_MAX = { short: 200, long: 2000 } as const;

export const PRICE_SEGMENTS = ['günstig', 'mittel', 'premium'] as const;

/** The types of the three example posts, in this order. */
export const EXAMPLE_POST_TYPES = ['Education', 'Proof', 'Community'] as const;

/** How many entries each list of the brand has (the form shows exactly these many). */
export const BRANDING_LIST_SIZES = {
  archetypeAdjectives: 2,
  differentiation: 3,
  dos: 5,
  donts: 5,
  claims: 5,
  hooks: 10,
  ctas: 5,
  imageTypes: 3,
  contentPillars: 5,
  templateTypes: 6,
  examplePosts: 3,
} as const;

/** Word-count hints (shown, never enforced: spec 000 §5). */
export const BRANDING_WORD_HINTS = {
  brandPromise: 12,
  elevatorPitch: 40,
  boilerplate: 50,
  headline: 6,
  subline: 14,
  body: 40,
  cta: 6,
} as const;

/** Fields the form marks as required; saving is not blocked without them (spec 000 §5). */
export const BRANDING_MARKED_REQUIRED = ['clientName', 'industry', 'offer', 'targetAudience'] as const;

export const BRANDING_COLOR_DEFAULTS = {
  colorPrimary: '#000000',
  colorSecondary1: '#FFFFFF',
  colorSecondary2: '#CCCCCC',
  colorNeutral1: '#F5F5F5',
  colorNeutral2: '#333333',
} as const;

const DEFAULT_IMAGE_TYPES = [
  { type: 'People/Produkt/Lifestyle', description: '' },
  { type: 'Detail/Objekt', description: '' },
  { type: 'Emotion/Kontext', description: '' },
] as const;

const shortText = z.string().trim().max(BRANDING_TEXT_MAX.short).default('');
const longText = z.string().trim().max(BRANDING_TEXT_MAX.long).default('');
const color = (fallback: string) =>
  z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Farbe als #RRGGBB')
    .transform((value) => value.toUpperCase())
    .default(fallback);

/** A list of exactly `size` entries: shorter input is padded with empty ones, longer refused. */
function fixedList<T extends z.ZodType>(size: number, entry: T, blank: () => z.input<T>) {
  return z
    .array(entry)
    .max(size)
    .default([])
    .transform((items) => [
      ...items,
      ...Array.from({ length: size - items.length }, () => entry.parse(blank()) as z.output<T>),
    ]);
}

const textList = (size: number) => fixedList(size, shortText, () => '');

const imageType = z.strictObject({ type: shortText, description: longText });

const examplePost = z.strictObject({
  type: z.enum(EXAMPLE_POST_TYPES),
  headline: shortText,
  subline: shortText,
  body: longText,
  cta: shortText,
});

export const brandingDataSchema = z.strictObject({
  // Eingabe
  clientName: shortText,
  industry: shortText,
  offer: longText,
  usp: longText,
  targetAudience: longText,
  priceSegment: z.enum(PRICE_SEGMENTS).default('mittel'),
  competitors: longText,
  // Identität
  brandPersonality: longText,
  brandPromise: longText,
  elevatorPitch: longText,
  brandArchetype: shortText,
  archetypeAdjectives: textList(BRANDING_LIST_SIZES.archetypeAdjectives),
  differentiation: textList(BRANDING_LIST_SIZES.differentiation),
  boilerplate: longText,
  // Visuell
  colorPrimary: color(BRANDING_COLOR_DEFAULTS.colorPrimary),
  colorSecondary1: color(BRANDING_COLOR_DEFAULTS.colorSecondary1),
  colorSecondary2: color(BRANDING_COLOR_DEFAULTS.colorSecondary2),
  colorNeutral1: color(BRANDING_COLOR_DEFAULTS.colorNeutral1),
  colorNeutral2: color(BRANDING_COLOR_DEFAULTS.colorNeutral2),
  displayFont: shortText.default('Arial'),
  textFont: shortText.default('Helvetica'),
  logoStyle: longText,
  imageTypes: z
    .array(imageType)
    .max(BRANDING_LIST_SIZES.imageTypes)
    .default([])
    .transform((items) => [...items, ...DEFAULT_IMAGE_TYPES.slice(items.length).map((entry) => ({ ...entry }))]),
  // Stimme
  tone: longText,
  language: shortText.default('de-CH'),
  dos: textList(BRANDING_LIST_SIZES.dos),
  donts: textList(BRANDING_LIST_SIZES.donts),
  claims: textList(BRANDING_LIST_SIZES.claims),
  hooks: textList(BRANDING_LIST_SIZES.hooks),
  ctas: textList(BRANDING_LIST_SIZES.ctas),
  // Social
  contentPillars: textList(BRANDING_LIST_SIZES.contentPillars),
  templateTypes: textList(BRANDING_LIST_SIZES.templateTypes),
  examplePosts: z
    .array(examplePost)
    .max(BRANDING_LIST_SIZES.examplePosts)
    .default([])
    .refine((items) => new Set(items.map((post) => post.type)).size === items.length, 'Jeder Beispiel-Post-Typ einmal')
    // One post per type, in the order Education, Proof, Community; a missing one is empty.
    .transform((items) =>
      EXAMPLE_POST_TYPES.map(
        (type) => items.find((post) => post.type === type) ?? { type, headline: '', subline: '', body: '', cta: '' },
      ),
    ),
});

/** The brand as stored and answered: every field present, every list at its size. */
export type BrandingData = z.output<typeof brandingDataSchema>;
/** What a client may send: any field may be left out (it takes its default). */
type BrandingDataInput = z.input<typeof brandingDataSchema>;

/** An empty brand with every default (language de-CH, price segment mittel, the colours, ...). */
export function defaultBrandingData(): BrandingData {
  return brandingDataSchema.parse({});
}

/**
 * The one rule for every address a user enters that is later shown as a link (a brand's website
 * and social links, the admin's client fields): http: or https: only, so a stored value can never
 * be a `javascript:` or `data:` link. A bare domain ("firma.ch", "www.firma.ch/angebot") is taken
 * as https://; anything else (another scheme, "//host", spaces, control characters) is refused.
 */
export const WEB_ADDRESS_MESSAGE = 'Bitte gib eine Adresse mit http:// oder https:// ein';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A host name with at least one dot (letters of any script, digits, hyphens), then optionally a port and a path. */
const BARE_DOMAIN = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?::\d{1,5})?(?:[/?#]\S*)?$/u;
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f]/;

/** The address as it is stored (a bare domain with https:// in front), or null when it is none the rule takes. */
export function webAddress(input: string): string | null {
  const value = input.trim();
  if (!value || SPACE_OR_CONTROL.test(value)) return null;
  // First: "www.firma.ch:8080" is a domain with a port, not the scheme "www.firma.ch".
  if (BARE_DOMAIN.test(value)) return `https://${value}`;
  if (!SCHEME.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') ? value : null;
}

/** A link of the Social tab: empty for none, else http(s) only (webAddress), a bare domain stored with https://. */
const webLink = z
  .string()
  .trim()
  .max(500)
  .transform((value, context) => {
    if (!value) return value;
    const address = webAddress(value);
    if (address !== null && address.length <= 500) return address;
    context.addIssue({ code: 'custom', message: WEB_ADDRESS_MESSAGE });
    return z.NEVER;
  });

/** A member the GET answers that the PUT takes back unchanged and ignores (it is set elsewhere or read from the brand). */
const readOnly = z.unknown().optional();

/**
 * PUT /api/clients/:clientId/branding: the brand, and the links of the Social tab. What the GET
 * answered can be sent back as it is: its read-only members are accepted and ignored.
 */
export const brandingUpdateSchema = z.strictObject({
  brandingData: brandingDataSchema,
  website: webLink.nullable().optional(),
  socialLinks: z
    .strictObject({
      instagram: webLink.optional(),
      facebook: webLink.optional(),
      linkedin: webLink.optional(),
      twitter: webLink.optional(),
    })
    .nullable()
    .optional(),
  examplePosts: z.string().trim().max(5000).nullable().optional(),
  brandName: readOnly,
  logoUrl: readOnly,
  colorPrimary: readOnly,
  colorSecondary: readOnly,
  font: readOnly,
});

/** The body of the PUT. Its links are typed from the schema (the same as `SocialLinks` of ./clients.ts), so this module imports nothing of ./clients.ts, which imports `BrandingData` from here. */
export interface BrandingUpdate {
  brandingData: BrandingDataInput;
  website?: string | null;
  socialLinks?: z.input<typeof brandingUpdateSchema>['socialLinks'];
  examplePosts?: string | null;
}
