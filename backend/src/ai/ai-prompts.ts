import type { ContentType } from '../contracts/projects.js';

/** What the writers work from: the order form's briefing (the client's brand joins it later). */
export interface Briefing {
  title: string;
  description: string;
  contentType?: ContentType;
  platform?: string;
}

type Message = { role: 'system' | 'user'; content: string };

const CONTENT_TYPE_NAMES: Record<ContentType, string> = { post: 'Post', carousel: 'Carousel', reel: 'Reel' };

export const DEFAULT_PLATFORM = 'Instagram';

const SYSTEM = [
  'Du bist Social-Media-Texterin einer Schweizer Agentur.',
  'Du schreibst auf Deutsch in Schweizer Rechtschreibung: immer «ss», nie «ß»; Anführungszeichen als «».',
  'Du schreibst klar, nahbar und ohne Übertreibungen, in der Du-Form.',
].join(' ');

function briefingLines(briefing: Briefing): string {
  const lines = [`Titel: ${briefing.title}`, `Inhalt: ${briefing.description}`];
  if (briefing.contentType) lines.push(`Format: ${CONTENT_TYPE_NAMES[briefing.contentType]}`);
  lines.push(`Plattform: ${briefing.platform || DEFAULT_PLATFORM}`);
  return lines.join('\n');
}

/**
 * The caption first, then one line "CTA: …": the stream shows the caption as it is written and the
 * CTA is split off at the end (caption-format.ts).
 */
export function captionPrompt(briefing: Briefing): Message[] {
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: [
        'Schreibe die Caption für diesen Social-Media-Beitrag:',
        '',
        briefingLines(briefing),
        '',
        'Antworte genau in diesem Format und mit nichts anderem:',
        'Zuerst die Caption: ein starker erster Satz, dann 2 bis 4 kurze Absätze, Emojis sparsam, keine Hashtags.',
        'Danach als letzte, eigene Zeile: «CTA: » gefolgt von einem Call to Action mit höchstens 8 Wörtern.',
      ].join('\n'),
    },
  ];
}

export function hashtagPrompt(briefing: Briefing): Message[] {
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: [
        'Schlage passende Hashtags für diesen Social-Media-Beitrag vor:',
        '',
        briefingLines(briefing),
        '',
        'Antworte nur mit 8 bis 12 Hashtags in einer Zeile, durch Leerzeichen getrennt, jeder mit #,',
        'kleingeschrieben, ohne «ß», ohne Erklärung. Mische spezifische und einige breitere Hashtags, gerne mit Bezug zur Schweiz.',
      ].join('\n'),
    },
  ];
}
