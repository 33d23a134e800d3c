/** The AI helpers' answers as zod schemas (apart from ai.ts, whose values the web app imports; see project-requests.ts). */
import { z } from 'zod';

const offline = () => z.boolean().describe('True when no AI provider is configured: a draft of the offline generator');

/** The answer of POST /api/ai/description (and the `done` event of its stream). */
export const aiCaptionSchema = z.object({
  caption: z.string().describe('Swiss spelling (ss, never the sharp s)'),
  cta: z.string().describe("The call to action, one short sentence; '' when none was written"),
  offline: offline(),
});
export type AiCaption = z.output<typeof aiCaptionSchema>;

/** The answer of POST /api/ai/hashtags. */
export const aiHashtagsSchema = z.object({
  hashtags: z.string().describe('Space-separated, lowercase, 8 to 12').meta({ example: '#kaffee #zürich #frühling' }),
  offline: offline(),
});
export type AiHashtags = z.output<typeof aiHashtagsSchema>;
