/**
 * Which field of the brand goes where, for the form and the viewer alike. Types only from the
 * brand's contract: importing its values here would pull zod into every chunk that shows a brand.
 */
import type { BrandingData, SocialLinks } from '../../shared/brandingContract';
import { brandingTexts } from './texts';

type SocialNetwork = keyof SocialLinks;

/**
 * The networks of the Social tab in the order shown: the keys of their labels, which the type of
 * the labels holds to exactly the contract's networks (SOCIAL_NETWORKS lives beside the schema).
 */
export const SOCIAL_NETWORK_ORDER = Object.keys(brandingTexts.social) as SocialNetwork[];

/** What the one form of the brand screen holds: the brand, and the links of the Social tab. */
export interface BrandingFormValues {
  brandingData: BrandingData;
  website: string;
  socialLinks: Record<SocialNetwork, string>;
}

export type BrandingTextKey = {
  [K in keyof BrandingData]: BrandingData[K] extends string ? K : never;
}[keyof BrandingData];

export type BrandingListKey = {
  [K in keyof BrandingData]: BrandingData[K] extends string[] ? K : never;
}[keyof BrandingData];

export const COLOR_KEYS = [
  'colorPrimary',
  'colorSecondary1',
  'colorSecondary2',
  'colorNeutral1',
  'colorNeutral2',
] as const satisfies readonly BrandingTextKey[];

/** Which fields each tab holds, in the order of the schema (the viewer follows it too). */
export const BRANDING_TABS = {
  input: { texts: ['clientName', 'industry', 'offer', 'usp', 'targetAudience', 'competitors'], lists: [] },
  identity: {
    texts: ['brandPersonality', 'brandPromise', 'elevatorPitch', 'brandArchetype', 'boilerplate'],
    lists: ['archetypeAdjectives', 'differentiation'],
  },
  visual: { texts: ['displayFont', 'textFont', 'logoStyle'], lists: [] },
  voice: { texts: ['tone', 'language'], lists: ['dos', 'donts', 'claims', 'hooks', 'ctas'] },
  social: { texts: [], lists: ['contentPillars', 'templateTypes'] },
} as const satisfies Record<string, { texts: readonly BrandingTextKey[]; lists: readonly BrandingListKey[] }>;

/** Texts that get a text area rather than a one-line input. */
export const LONG_TEXTS: ReadonlySet<string> = new Set<BrandingTextKey>([
  'offer',
  'usp',
  'targetAudience',
  'competitors',
  'brandPersonality',
  'brandPromise',
  'elevatorPitch',
  'boilerplate',
  'logoStyle',
  'tone',
]);

/** Words as a reader counts them: runs of non-space characters. */
export function countWords(text: string | undefined | null): number {
  return text ? text.trim().split(/\s+/).filter(Boolean).length : 0;
}
