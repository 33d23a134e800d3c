/**
 * The dashboards' answers as zod schemas (see project-requests.ts on why apart from dashboards.ts).
 * The admin's dashboard is still an interface there: it composes billing's plan requests, which
 * are still a view class.
 */
import { z } from 'zod';
import { CONTENT_TYPES, STATS_BUCKETS } from './projects.js';

/** A count per key, every key present. */
const countsBy = <K extends string>(keys: readonly K[]) => z.object(Object.fromEntries(keys.map((key) => [key, z.number()])) as Record<K, z.ZodNumber>);

/** Counts of orders by statistics bucket (see `statsBucket` in STATUS_MEANINGS) and by content type. */
const orderCountsSchema = z.object({
  total: z.number(),
  byStatus: countsBy(STATS_BUCKETS).describe('new = new and waiting for a designer, review = admin review and client review'),
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
    .describe('Two capital letters: first and last word of the name ("Dora Designer" → "DD"), or the first two letters of a single word')
    .meta({ example: 'DD' }),
  approved: z.number().describe('Admin approvals made in the month on the designer’s orders'),
  rejected: z.number().describe('Admin rejections made in the month on the designer’s orders'),
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
