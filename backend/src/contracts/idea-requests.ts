/** The content ideas' requests as zod schemas (see project-requests.ts on why apart from ideas.ts, whose IDEA_BOUNDS the web app reads). */
import { z } from 'zod';
import { tooLong } from './fields.js';
import { IDEA_BOUNDS } from './ideas.js';

const notText = (label: string) => `${label} muss ein Text sein`;
const required = (label: string) => `${label} ist erforderlich`;
const HASHTAGS_NOT_TEXT = 'Die Hashtags müssen ein Text sein';

/**
 * The dialog's hashtags ("#a, #b ,, c" or a list): each trimmed, the empty ones dropped, each kept
 * once (spec 000 §4 "Content idea edit").
 */
export function hashtagsOf(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input.flatMap((entry) => entry.split(','));
  return [...new Set(parts.map((tag) => tag.trim()).filter(Boolean))];
}

/** A text of the idea that, when sent, must not be empty (null is passed on as sent). */
const requiredIdeaText = (label: string, max: number) =>
  z
    .string({ error: notText(label) })
    .trim()
    .min(1, required(label))
    .max(max, tooLong(label, max))
    .nullish();

/** A text of the idea that may be emptied (null is passed on as sent). */
const ideaText = (label: string) =>
  z
    .string({ error: notText(label) })
    .trim()
    .max(IDEA_BOUNDS.text, tooLong(label, IDEA_BOUNDS.text))
    .nullish();

/** PATCH /api/content-ideas/:id ("Idee anpassen"): every field optional, the ones sent replace the idea's. */
export const updateIdeaBodySchema = z.object({
  title: requiredIdeaText('Der Titel', IDEA_BOUNDS.title),
  content: requiredIdeaText('Der Inhalt', IDEA_BOUNDS.text).describe('What the post is about'),
  description: ideaText('Die Beschreibung'),
  hook: ideaText('Der Hook'),
  cta: ideaText('Der Call to Action'),
  visualIdea: ideaText('Die visuelle Idee'),
  hashtags: z
    .union([z.string().describe('comma-separated'), z.array(z.string())], { error: HASHTAGS_NOT_TEXT })
    .transform(hashtagsOf)
    .pipe(
      z
        .array(z.string().max(IDEA_BOUNDS.hashtag, tooLong('Ein Hashtag', IDEA_BOUNDS.hashtag)))
        .max(IDEA_BOUNDS.hashtags, `Höchstens ${IDEA_BOUNDS.hashtags} Hashtags`),
    )
    .nullish()
    .describe(
      `Comma-separated (or a list); trimmed, empties dropped; at most ${IDEA_BOUNDS.hashtags} of ${IDEA_BOUNDS.hashtag} characters`,
    ),
});
/** `hashtags` is the dialog's comma-separated text (or a list). */
export type UpdateIdeaBody = z.input<typeof updateIdeaBodySchema>;
export type UpdateIdeaValues = z.output<typeof updateIdeaBodySchema>;
