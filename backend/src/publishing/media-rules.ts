import { SOCIAL_NETWORK_LABELS, type SocialNetworkName } from '../contracts/publishing.js';

/** What each network takes of a post's files (the approved files go out byte for byte: nothing is converted). */
const RULES: Record<SocialNetworkName, { images: readonly string[]; videos: readonly string[]; most: number }> = {
  // Instagram's content publishing takes JPEG only for images, MP4 or MOV for videos, 10 items a carousel.
  instagram: { images: ['image/jpeg'], videos: ['video/mp4', 'video/quicktime'], most: 10 },
  facebook: {
    images: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    videos: ['video/mp4', 'video/quicktime', 'video/webm'],
    most: 10,
  },
  linkedin: { images: ['image/jpeg', 'image/png', 'image/gif'], videos: ['video/mp4'], most: 20 },
  tiktok: { images: ['image/jpeg', 'image/webp'], videos: ['video/mp4', 'video/webm', 'video/quicktime'], most: 35 },
};

/** Why the network would refuse these files (German), or null when it takes them. */
export function mediaProblem(network: SocialNetworkName, types: readonly string[]): string | null {
  const rule = RULES[network];
  const name = SOCIAL_NETWORK_LABELS[network];
  if (types.length > rule.most) return `${name} nimmt höchstens ${rule.most} Dateien pro Beitrag`;
  const refused = types.find((type) => !rule.images.includes(type) && !rule.videos.includes(type));
  if (!refused) return null;
  return refused.startsWith('image/') && rule.images.length === 1
    ? `${name} nimmt nur JPEG-Bilder. Bitte lass die Designs als JPEG liefern.`
    : `${name} nimmt diese Dateiart nicht: ${refused}`;
}
