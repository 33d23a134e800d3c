/** The AI helpers' requests as zod schemas (see project-requests.ts on why apart from ai.ts). */
import { z } from 'zod';
import { optionalText, tooLong } from './fields.js';
import { AI_INPUT_MAX } from './ai.js';
import { CONTENT_TYPES } from './projects.js';

/** The spec's text when title or content is missing, checked before any provider is called. */
const TITLE_AND_CONTENT = 'Bitte fülle Titel und Inhalt aus';

/** Title or content of the briefing: trimmed, required, bounded in length. */
const briefingText = (label: string, max: number) =>
  z.string({ error: TITLE_AND_CONTENT }).trim().min(1, TITLE_AND_CONTENT).max(max, tooLong(label, max));

/** Title and content of the briefing, which every AI helper writes from. */
const briefingSchema = z.object({
  title: briefingText('Der Titel', AI_INPUT_MAX.title),
  description: briefingText('Der Inhalt', AI_INPUT_MAX.description).describe('The content: what the post is about'),
});

/** POST /api/ai/description: the caption and call to action for the order form. */
export const aiDescriptionBodySchema = briefingSchema.extend({
  contentType: z.enum(CONTENT_TYPES, { error: 'Bitte wähle einen Content-Typ (Post, Carousel oder Reel)' }),
});
export type AiDescriptionBody = z.input<typeof aiDescriptionBodySchema>;

/** POST /api/ai/hashtags. */
export const aiHashtagsBodySchema = briefingSchema.extend({
  platform: optionalText(AI_INPUT_MAX.platform, {
    notText: 'Die Plattform muss ein Text sein',
    tooLong: tooLong('Die Plattform', AI_INPUT_MAX.platform),
  }).describe('Where the post appears; "Instagram" when left out'),
});
export type AiHashtagsBody = z.input<typeof aiHashtagsBodySchema>;
