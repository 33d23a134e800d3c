/** The dashboards' answers as zod schemas (see project-requests.ts on why apart from dashboards.ts). */
import { z } from 'zod';
import { adminPlanRequestSchema } from './billing-answers.js';
import { CONTENT_TYPES, STATS_BUCKETS } from './projects.js';

/** A count per key, every key present. */
const countsBy = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number()])) as Record<K, z.ZodNumber>);

/** Counts of orders by statistics bucket (see `statsBucket` in STATUS_MEANINGS) and by content type. */
const orderCountsSchema = z.object({
  total: z.number(),
  byStatus: countsBy(STATS_BUCKETS).describe(
    'new = new and waiting for a designer, review = admin review and client review',
  ),
  byContentType: countsBy(CONTENT_TYPES),
});
export type OrderCounts = z.output<typeof orderCountsSchema>;

/** One designer's card on /admin/designers. */
const designerStatsRowSchema = orderCountsSchema.extend({
  id: z.string().meta({ format: 'uuid' }),
  name: z.string(),
  email: z.string().describe('Tells designers of the same name apart'),
  initials: z
    .string()
    .describe(
      'Two capital letters: first and last word of the name ("Dora Designer" → "DD"), or the first two letters of a single word',
    )
    .meta({ example: 'DD' }),
  approved: z.number().describe('Admin approvals made in the month on the designer’s orders'),
  rejected: z.number().describe('Admin rejections made in the month on the designer’s orders'),
  stagesEnded: z.number().describe('The designer’s stages (first versions and rework) that ended in the month'),
  onTimeRate: z.number().nullable().describe('Of those, the share that ended by their due day (0–1); null without any'),
});
export type DesignerStatsRow = z.output<typeof designerStatsRowSchema>;

/**
 * GET /api/admin/designer-stats?month=YYYY-MM: the orders created in the month (Europe/Zurich), by
 * their current status and content type, per designer (every designer, with zeros when idle), and
 * those without a designer (waiting for one).
 */
export const designerStatsSchema = z.object({
  month: z.string().meta({ example: '2026-11' }),
  designers: z.array(designerStatsRowSchema),
  unassigned: orderCountsSchema.describe('Orders of the month without a designer (waiting for one)'),
});
export type DesignerStats = z.output<typeof designerStatsSchema>;

/** GET /api/admin/review-queue/count: how many designs wait for an admin's check (the sidebar badge). */
export const reviewQueueCountSchema = z.object({ count: z.number() });
export type ReviewQueueCount = z.output<typeof reviewQueueCountSchema>;

/** GET /api/designer/stats: the designer's own orders (an admin's: all orders) by where they stand. */
export const designerDashboardStatsSchema = z.object({
  total: z.number(),
  new: z.number(),
  inProgress: z.number(),
  adminReview: z.number().describe("Submitted, waiting for the admin's check"),
  clientReview: z.number().describe('Passed on to the client, waiting for its approval'),
  completed: z.number(),
});
export type DesignerDashboardStats = z.output<typeof designerDashboardStatsSchema>;

const personRefSchema = z.object({ id: z.string().meta({ format: 'uuid' }), name: z.string() });

/** A design waiting for the admin's check (oldest submission first). */
const waitingDesignSchema = z.object({
  id: z.string().meta({ format: 'uuid' }),
  title: z.string(),
  contentType: z.enum(CONTENT_TYPES),
  client: personRefSchema,
  designer: personRefSchema.nullable(),
  submittedAt: z
    .string()
    .meta({ format: 'date-time' })
    .describe('When the designer submitted the final designs (the FinalDesignsSubmitted timeline entry)'),
  waitingSeconds: z.number(),
});
export type WaitingDesign = z.output<typeof waitingDesignSchema>;

/** An order waiting for a designer (its client has none linked). */
const orderWaitingForDesignerSchema = z.object({
  id: z.string().meta({ format: 'uuid' }),
  title: z.string(),
  contentType: z.enum(CONTENT_TYPES),
  client: personRefSchema,
  since: z
    .string()
    .meta({ format: 'date-time' })
    .describe('When it started waiting: created without a designer, or its designer left'),
  waitingSeconds: z.number(),
});
export type OrderWaitingForDesigner = z.output<typeof orderWaitingForDesignerSchema>;

/** A list of at most 50 entries with the complete count. */
const section = <T extends z.ZodType>(item: T) => z.object({ count: z.number(), items: z.array(item) });

/** GET /api/admin/dashboard: the admin's "Wartende Aufträge" (each list at most 50 entries, counts complete). */
export const adminDashboardSchema = z.object({
  reviewQueue: section(waitingDesignSchema),
  waitingForDesigner: section(orderWaitingForDesignerSchema),
  openPlanRequests: section(adminPlanRequestSchema),
});
export type AdminDashboard = z.output<typeof adminDashboardSchema>;
