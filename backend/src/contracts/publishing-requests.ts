/** The publishing requests as zod schemas (values: publishing.ts). */
import { z } from 'zod';
import { MONTH_PATTERN } from './dashboards.js';
import { FIRST_COMMENT_LIMITS, POST_CAPTION_MAX, POST_FORMATS, POST_HASHTAGS_MAX } from './publishing.js';

const PUBLISHING_REQUEST_TEXTS = {
  account: 'Bitte wähle ein verbundenes Konto',
  at: 'Bitte gib einen gültigen Zeitpunkt an',
  caption: `Die Caption darf höchstens ${POST_CAPTION_MAX.toLocaleString('de-CH')} Zeichen lang sein`,
  hashtag: 'Ein Hashtag besteht aus Buchstaben, Ziffern und Unterstrichen (höchstens 100 Zeichen)',
  hashtags: `Höchstens ${POST_HASHTAGS_MAX} Hashtags pro Beitrag`,
  month: 'Bitte gib einen Monat an (JJJJ-MM)',
  nothing: 'Bitte ändere mindestens ein Feld',
  firstComment: `Der erste Kommentar darf höchstens ${FIRST_COMMENT_LIMITS.chars.toLocaleString('de-CH')} Zeichen lang sein`,
  format: 'Bitte wähle Feed oder Story',
} as const;

const at = () =>
  z.iso
    .datetime({ offset: true, error: PUBLISHING_REQUEST_TEXTS.at })
    .meta({ example: '2026-12-03T09:30:00+01:00' })
    .describe('When the post goes out: an ISO date-time with its offset (or Z)');

const caption = () =>
  z
    .string()
    .max(POST_CAPTION_MAX, PUBLISHING_REQUEST_TEXTS.caption)
    .describe("The post's text; the order's caption and CTA when left out");

const hashtags = () =>
  z
    .array(
      z
        .string()
        .transform((tag) => tag.trim().replace(/^#/, ''))
        .pipe(z.string().regex(/^[\p{L}\p{N}_]{1,100}$/u, PUBLISHING_REQUEST_TEXTS.hashtag)),
    )
    .max(POST_HASHTAGS_MAX, PUBLISHING_REQUEST_TEXTS.hashtags)
    .describe("Without '#'; the order's hashtags when left out");

const repeat = () =>
  z
    .boolean()
    .optional()
    .describe(
      'Schedules it even when this version is already scheduled, publishing or published on that account (otherwise 409 DUPLICATE_POST)',
    );

const format = () =>
  z
    .enum(POST_FORMATS, { error: PUBLISHING_REQUEST_TEXTS.format })
    .describe('feed (default): as the order is; story: Instagram or Facebook, of one image or one video in 9:16');

const firstComment = () =>
  z
    .string()
    .max(FIRST_COMMENT_LIMITS.chars, PUBLISHING_REQUEST_TEXTS.firstComment)
    .describe('Instagram only: posted as the first comment right after the post (e.g. the hashtags); empty: none');

/** POST /api/projects/:id/schedule */
export const schedulePostSchema = z.strictObject({
  socialAccountId: z.uuid({ error: PUBLISHING_REQUEST_TEXTS.account }),
  at: at(),
  caption: caption().optional(),
  hashtags: hashtags().optional(),
  format: format().optional(),
  firstComment: firstComment().optional(),
  repeat: repeat(),
});
export type SchedulePostRequest = z.input<typeof schedulePostSchema>;

/** PATCH /api/scheduled-posts/:id, while the post is scheduled. */
export const updateScheduledPostSchema = z
  .strictObject({
    socialAccountId: z.uuid({ error: PUBLISHING_REQUEST_TEXTS.account }).optional(),
    at: at().optional(),
    caption: caption().optional(),
    hashtags: hashtags().optional(),
    firstComment: firstComment().optional(),
    repeat: repeat(),
  })
  .refine(
    (body) => Object.entries(body).some(([key, value]) => key !== 'repeat' && value !== undefined),
    PUBLISHING_REQUEST_TEXTS.nothing,
  );
export type UpdateScheduledPostRequest = z.input<typeof updateScheduledPostSchema>;

/** GET /api/clients/:clientId/analytics?month= */
export const analyticsQuerySchema = z.object({
  month: z
    .string({ error: PUBLISHING_REQUEST_TEXTS.month })
    .regex(MONTH_PATTERN, PUBLISHING_REQUEST_TEXTS.month)
    .meta({ example: '2026-11' }),
});
