import type { ContentType } from '../contracts/projects.js';
import { DEFAULT_PLATFORM, type Briefing } from './ai-prompts.js';
import { normalizeHashtags } from './hashtags.js';
import { toSwissSpelling } from './swiss-spelling.js';

/**
 * Drafts without an AI provider (no OPENAI_API_KEY): built from the briefing by rules, in German
 * with Swiss spelling, and marked `offline` so the form says it is a draft.
 */

const CLOSING: Record<ContentType, string> = {
  post: 'Was meinst du dazu? Schreib es uns in die Kommentare. 💬',
  carousel: 'Wisch dich durch alle Slides – es lohnt sich! 👉',
  reel: 'Ton an und bis zum Schluss dranbleiben! 🎬',
};

const CTA: Record<ContentType, string> = {
  post: 'Jetzt mehr erfahren – Link in der Bio.',
  carousel: 'Speichere den Beitrag für später.',
  reel: 'Folge uns für mehr Einblicke.',
};

/** Words that make no hashtag. */
const STOP_WORDS = new Set(
  (
    'aber alle allen aller alles als also am an auch auf aus bei beim bin bis bist da damit dann das dass dein deine deinen ' +
    'dem den denn der des dich die dies diese diesem diesen dieser dir doch du durch ein eine einem einen einer eines er es ' +
    'etwas euch euer eure für gibt hat hast hatte hier ich ihr ihre im in ins ist ja jede jeden jeder jetzt kann kein keine ' +
    'man mehr mein meine mit nach nicht noch nun nur ob oder ohne schon sehr sein seine sich sie sind so soll sollen ' +
    'sowie über um und uns unser unsere unter viel vom von vor war was weil wenn wer werden wie wieder wir wird wo zu zum ' +
    'zur zwischen neue neuen neuer neues soll möchten möchte sollen post beitrag thema'
  ).split(' '),
);

const GENERIC_TAGS = ['#schweiz', '#swissmade', '#socialmedia', '#inspiration'];

function sentences(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const parts = clean.match(/[^.!?]+[.!?]*/g) ?? [clean];
  let out = '';
  for (const part of parts) {
    if (out && out.length + part.length > max) break;
    out += part;
  }
  out = out.trim();
  if (out.length > max) out = `${out.slice(0, max - 1).replace(/\s+\S*$/, '')} …`;
  return /[.!?…]$/.test(out) ? out : `${out}.`;
}

export function offlineCaption(briefing: Briefing): { caption: string; cta: string } {
  const type = briefing.contentType ?? 'post';
  const title = briefing.title.replace(/\s+/g, ' ').trim();
  const caption = [`✨ ${title}`, sentences(briefing.description, 320), CLOSING[type]].join('\n\n');
  return { caption: toSwissSpelling(caption), cta: fallbackCta(briefing) };
}

/** The brand's own first call to action, where it has one, else one for the format. */
export function fallbackCta(briefing: Briefing): string {
  const cta = briefing.brand?.ctas.map((entry) => entry.trim()).find(Boolean) ?? CTA[briefing.contentType ?? 'post'];
  return toSwissSpelling(cta);
}

/** 8 to 12 hashtags from the words of title and content (title first, frequent words before rare ones). */
export function offlineHashtags(briefing: Briefing): string {
  const counts = new Map<string, { count: number; first: number }>();
  const words =
    toSwissSpelling(`${briefing.title} ${briefing.title} ${briefing.description}`)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  words.forEach((word, index) => {
    if (word.length < 4 || STOP_WORDS.has(word) || /^\d+$/.test(word)) return;
    const entry = counts.get(word);
    if (entry) entry.count += 1;
    else counts.set(word, { count: 1, first: index });
  });
  const fromBriefing = [...counts.entries()]
    .sort(([, a], [, b]) => b.count - a.count || a.first - b.first)
    .slice(0, 9)
    .map(([word]) => `#${word}`);
  const platform = (briefing.platform || DEFAULT_PLATFORM).toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const tags = [...fromBriefing, ...GENERIC_TAGS, `#${platform}`];
  const wanted = Math.max(8, Math.min(12, fromBriefing.length + 2));
  return normalizeHashtags(tags.join(' ')).split(' ').slice(0, wanted).join(' ');
}
