import { SOCIAL_NETWORKS, type SocialLinks } from '../../contracts/clients.js';

/** Empty social values are left out; no value at all is stored as null (spec 001 §5). */
export function socialLinksOf(links: SocialLinks | undefined): SocialLinks | null {
  if (!links) return null;
  const kept = Object.fromEntries(
    SOCIAL_NETWORKS.filter((network) => links[network]?.trim()).map((network) => [network, links[network]!.trim()]),
  );
  return Object.keys(kept).length ? kept : null;
}

/** '' and missing mean "none" for the optional texts. */
export const orNull = (value: string | undefined): string | null => (value?.trim() ? value.trim() : null);
