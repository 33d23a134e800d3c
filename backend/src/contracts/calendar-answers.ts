/** The calendar's answers as zod schemas (see project-requests.ts on why apart from calendar.ts). */
import { z } from 'zod';
import { CALENDAR_KINDS } from './calendar.js';
import { CONTENT_TYPES } from './projects.js';
import { POST_FORMATS, PUBLISHING_NETWORKS } from './publishing.js';

/** One entry of the calendar. */
const calendarItemSchema = z.object({
  kind: z
    .enum(CALENDAR_KINDS)
    .describe(
      'idea: of the month plan, on its planned day; order: due (its running stage) or approved; scheduled: a post to go out then; published: a post that went out then',
    ),
  id: z.string().meta({ format: 'uuid' }).describe("The idea's, the order's or the scheduled post's id"),
  projectId: z
    .string()
    .meta({ format: 'uuid' })
    .nullable()
    .describe(
      'The order (of an order, a scheduled or a published post; an idea sent as an order); null for an idea not ordered yet',
    ),
  title: z.string(),
  contentType: z.enum(CONTENT_TYPES),
  at: z
    .string()
    .meta({ example: '2026-11-03' })
    .describe(
      "A whole day as YYYY-MM-DD in Europe/Zurich (an idea's planned day, an order's due day), or a moment as an ISO date-time (when an order was approved; later when a post is scheduled or went out)",
    ),
  status: z
    .string()
    .describe(
      "The idea's status (draft, in_production …), the order's (review, completed …) or the post's (scheduled, publishing, failed, needs_attention, published)",
    ),
  network: z.enum(PUBLISHING_NETWORKS).nullable().describe('Where a scheduled or published post goes; null otherwise'),
  format: z
    .enum(POST_FORMATS)
    .nullable()
    .describe(
      "A scheduled or published post's: feed (a post, carousel or reel, on the profile's grid) or story; null otherwise",
    ),
});
export type CalendarItem = z.output<typeof calendarItemSchema>;

const left = (type: string) =>
  z.number().describe(`${type} still free this month (Europe/Zurich) under the plan; 0 without one`);

/**
 * GET /api/clients/:clientId/calendar?from=&to=: the month plan's ideas on their day, the orders due
 * (their running stage's due day) and approved in the range, sorted by `at`, and what is left of the
 * current month's quota per content type.
 */
export const calendarSchema = z.object({
  items: z.array(calendarItemSchema),
  quota: z.object({ post: left('Posts'), carousel: left('Carousels'), reel: left('Reels') }),
});
export type Calendar = z.output<typeof calendarSchema>;
