import { toSwissSpelling } from './swiss-spelling.js';

const MAX_HASHTAGS = 12;
const MAX_TAG_LENGTH = 40;

/**
 * Hashtags as an order keeps them: '#' + letters and digits, lowercase, Swiss spelling,
 * de-duplicated, at most 12, joined by spaces. Takes a provider's answer in any of the usual shapes
 * ("#a #b", "a, b", one per line, numbered).
 */
export function normalizeHashtags(text: string): string {
  const seen = new Set<string>();
  for (const raw of toSwissSpelling(text).split(/[\s,;]+/)) {
    const word = raw
      .replace(/^\d+[.)]$/, '')
      .replace(/[^\p{L}\p{N}_]/gu, '')
      .toLowerCase()
      .slice(0, MAX_TAG_LENGTH);
    if (!word || /^\d+$/.test(word)) continue;
    seen.add(`#${word}`);
    if (seen.size === MAX_HASHTAGS) break;
  }
  return [...seen].join(' ');
}
