import type { BrandingData } from '../contracts/branding.js';
import type { ContentType } from '../contracts/projects.js';
import { monthName } from '../common/month-name.js';

/** What the writers work from: the order's briefing and the client's brand, when it has one. */
export interface Briefing {
  title: string;
  description: string;
  contentType?: ContentType;
  platform?: string;
  brand?: BrandingData;
}

type Message = { role: 'system' | 'user'; content: string };

const CONTENT_TYPE_NAMES: Record<ContentType, string> = { post: 'Post', carousel: 'Carousel', reel: 'Reel' };

export const DEFAULT_PLATFORM = 'Instagram';

const SYSTEM = [
  'Du bist Social-Media-Texterin einer Schweizer Agentur.',
  // eslint-disable-next-line contentflow/swiss-text -- the model is told which letter not to write
  'Du schreibst auf Deutsch in Schweizer Rechtschreibung: immer «ss», nie «ß»; Anführungszeichen als «».',
  'Du schreibst klar, nahbar und ohne Übertreibungen, in der Du-Form.',
].join(' ');

const filled = (items: readonly string[]) => items.map((item) => item.trim()).filter(Boolean);

/**
 * The brand as the writer should know it (spec 000 §3): who the client is, how it speaks and what
 * it says and avoids. Only what the client filled in; nothing when it filled in nothing.
 */
function brandLines(brand: BrandingData | undefined): string[] {
  if (!brand) return [];
  const single: [string, string][] = [
    ['Marke', brand.clientName],
    ['Branche', brand.industry],
    ['Angebot', brand.offer],
    ['Alleinstellung', brand.usp],
    ['Zielgruppe', brand.targetAudience],
    ['Preissegment', brand.priceSegment],
    ['Markenpersönlichkeit', brand.brandPersonality],
    ['Tonalität', brand.tone],
    ['Markenversprechen', brand.brandPromise],
  ];
  const lists: [string, string[]][] = [
    ['Claims', filled(brand.claims)],
    ['Hooks', filled(brand.hooks)],
    ['Calls to Action', filled(brand.ctas)],
    ['Content-Säulen', filled(brand.contentPillars)],
    ['Das gehört dazu', filled(brand.dos)],
    ['Das vermeiden', filled(brand.donts)],
  ];
  const lines = [
    ...single.filter(([, value]) => value.trim()).map(([label, value]) => `${label}: ${value.trim()}`),
    ...lists.filter(([, values]) => values.length > 0).map(([label, values]) => `${label}: ${values.join(' | ')}`),
  ];
  if (lines.length === 0) return [];
  // de-CH is the default and what the system prompt asks for; another language is the brand's choice.
  const language =
    brand.language.trim() && brand.language.trim() !== 'de-CH' ? [`Sprache: ${brand.language.trim()}`] : [];
  return ['', "Die Marke des Kunden (halte dich an Tonalität, Do's und Don'ts):", ...lines, ...language];
}

function briefingLines(briefing: Briefing): string {
  const lines = [`Titel: ${briefing.title}`, `Inhalt: ${briefing.description}`];
  if (briefing.contentType) lines.push(`Format: ${CONTENT_TYPE_NAMES[briefing.contentType]}`);
  lines.push(`Plattform: ${briefing.platform || DEFAULT_PLATFORM}`);
  lines.push(...brandLines(briefing.brand));
  return lines.join('\n');
}

/**
 * A JSON object {caption, cta} (the request also names the schema: structured outputs); the stream
 * shows both fields as they are written (structured-answers.ts).
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
        'Antworte nur mit einem JSON-Objekt mit genau zwei Feldern:',
        '"caption": die Caption, ein starker erster Satz, dann 2 bis 4 kurze Absätze (getrennt durch Leerzeilen), Emojis sparsam, keine Hashtags, kein Call to Action;',
        '"cta": ein Call to Action mit höchstens 8 Wörtern.',
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
        'Antworte nur mit einem JSON-Objekt {"hashtags": [...]}: eine Liste von 8 bis 12 Hashtags, jeder ein Eintrag mit #,',
        // eslint-disable-next-line contentflow/swiss-text -- the model is told which letter not to write
        'ein Wort ohne Leerzeichen, kleingeschrieben, ohne «ß», ohne Erklärung. Mische spezifische und einige breitere Hashtags, gerne mit Bezug zur Schweiz.',
      ].join('\n'),
    },
  ];
}

const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

export interface MonthPlanBriefing {
  /** YYYY-MM. */
  month: string;
  /** One entry per idea, in order: its format, day and "Woche N". */
  slots: { contentType: ContentType; date: string; weekNumber: number }[];
  brand?: BrandingData;
  /** How the posts of the month before did (publishing's figures): the best and the weakest, a line each. */
  performance?: { month: string; best: readonly string[]; weakest: readonly string[] };
}

/** What worked and what did not in the month before, for the plan to build on; nothing without figures. */
function performanceLines(performance: MonthPlanBriefing['performance']): string[] {
  if (!performance || (!performance.best.length && !performance.weakest.length)) return [];
  return [
    '',
    `So kamen die Beiträge im ${monthName(performance.month)} an (Engagement = Likes, Kommentare, Shares und Saves pro erreichter Person):`,
    ...performance.best.map((line) => `Stark: ${line}`),
    ...performance.weakest.map((line) => `Schwach: ${line}`),
    'Baue auf dem auf, was stark war, und mache es anders, wo es schwach war.',
  ];
}

/** The month plan: exactly the slots' number of ideas per format, as the JSON schema asks. */
export function monthPlanPrompt({ month, slots, brand, performance }: MonthPlanBriefing): Message[] {
  const [year, monthNumber] = month.split('-').map(Number);
  const count = (type: ContentType) => slots.filter((slot) => slot.contentType === type).length;
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: [
        `Erstelle den Social-Media-Monatsplan für ${MONTH_NAMES[monthNumber - 1]} ${year}.`,
        `Genau ${count('post')} Posts, ${count('carousel')} Carousels und ${count('reel')} Reels, in dieser Reihenfolge der Termine:`,
        ...slots.map(
          (slot, index) =>
            `${index + 1}. ${CONTENT_TYPE_NAMES[slot.contentType]} am ${slot.date} (Woche ${slot.weekNumber})`,
        ),
        ...brandLines(brand),
        ...performanceLines(performance),
        '',
        'Jede Idee mit Titel, Inhalt, Beschreibung, Hook, Call to Action, Bildidee und 5 bis 10 Hashtags;',
        'Carousels zusätzlich mit 4 bis 6 Slide-Ideen (Nummer und Inhalt), andere Formate mit einer leeren Liste.',
        'Verteile die Content-Säulen der Marke über den Monat und wiederhole keine Idee.',
      ].join('\n'),
    },
  ];
}
