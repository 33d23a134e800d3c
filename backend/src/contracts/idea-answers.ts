/** The content ideas' answers as zod schemas (apart from ideas.ts, whose values the web app imports; see project-requests.ts). */
import { z } from 'zod';
import { IDEA_STATUSES } from './ideas.js';
import { CONTENT_TYPES } from './projects.js';

/** What an idea says: written by the AI (or the offline plan), edited by the client. */
const ideaTextsSchema = z.object({
  title: z.string(),
  content: z.string(),
  description: z.string(),
  hook: z.string(),
  cta: z.string(),
  visualIdea: z.string(),
  slideIdeas: z
    .array(z.object({ number: z.number(), content: z.string() }))
    .nullable()
    .describe('Carousels only; null for posts and reels'),
  hashtags: z.array(z.string()),
});
export type IdeaTexts = z.output<typeof ideaTextsSchema>;

/** One idea as the screen shows it. */
export const contentIdeaSchema = ideaTextsSchema.extend({
  id: z.string().meta({ format: 'uuid' }),
  month: z.string().describe("YYYY-MM, the plan's month"),
  weekNumber: z.number(),
  date: z.string().describe('YYYY-MM-DD, a working day of the month'),
  contentType: z.enum(CONTENT_TYPES),
  status: z.enum(IDEA_STATUSES),
  projectId: z.string().nullable().describe('The order it became (after "Senden"), or null'),
  offline: z.boolean().describe('Written by the offline generator (no AI provider configured)'),
});
export type ContentIdea = z.output<typeof contentIdeaSchema>;

/** POST /api/content-ideas/:id/send → 201: the order it became. */
export const sentIdeaSchema = z.object({ projectId: z.string(), idea: contentIdeaSchema });
export type SentIdea = z.output<typeof sentIdeaSchema>;

/** POST /api/content-ideas/generate → 202. */
export const generationStartedSchema = z.object({ jobId: z.string() });

/** GET /api/jobs/:jobId: a month plan being made (POST /api/content-ideas/generate → 202 `{ jobId }`). */
export const generationJobSchema = z.object({
  id: z.string(),
  state: z
    .enum(['waiting', 'active', 'completed', 'failed'])
    .describe("The states of a job as api.md names them (BullMQ's words)"),
  progress: z.number().describe('0 waiting, 50 being written, 100 ended'),
  result: z
    .object({ month: z.string(), ideaCount: z.number(), offline: z.boolean() })
    .nullable()
    .describe('Once completed: the month and how many ideas were written'),
  error: z.string().nullable().describe('The German reason, once failed'),
});
export type GenerationJob = z.output<typeof generationJobSchema>;
