/** Billing's answers as zod schemas (apart from plans.ts, whose values the web app imports; see project-requests.ts). */
import { z } from 'zod';
import { PLAN_REQUEST_STATUSES, SUBSCRIPTION_STATUSES, type SubscriptionSource } from './plans.js';

/** POST /api/billing/checkout and POST /api/billing/portal: the payment provider's page to open. */
export const billingRedirectSchema = z.object({ url: z.string() });
export type BillingRedirect = z.output<typeof billingRedirectSchema>;

/** GET /api/billing/config: whether clients pay by card (Stripe configured) or ask the admin for a plan. */
export const billingConfigSchema = z.object({
  paymentsEnabled: z.boolean().describe('false while Stripe is not configured (plan requests instead)'),
});
export type BillingConfig = z.output<typeof billingConfigSchema>;

/** POST /api/billing/webhook: Stripe's delivery was taken (`duplicate`: it had been before, and was applied once). */
export const stripeReceiptSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type StripeReceipt = z.output<typeof stripeReceiptSchema>;

/** An id the database made (written as the document's `uuid` format, checked no further). */
const id = () => z.string().meta({ format: 'uuid' });
/** A moment, as `Date.toISOString()` writes it. */
const instant = () => z.string().meta({ format: 'date-time' });

/** A plan as GET /api/plans lists it (price in CHF per month, 2 decimals). */
export const planInfoSchema = z.object({
  id: id(),
  name: z.string(),
  price: z.number().describe('CHF per month, 2 decimals'),
  priceDisplay: z.string().meta({ example: 'CHF 490.00' }),
  description: z.string(),
  postLimit: z.number(),
  carouselLimit: z.number(),
  reelLimit: z.number(),
  features: z.array(z.string()),
  isRecommended: z.boolean(),
  ctaLabel: z.string(),
  stripePriceId: z.string().nullable(),
  turnaround: z
    .object({ design: z.number(), check: z.number(), rework: z.number(), review: z.number() })
    .describe("Business days per stage of the plan's orders: first version, admin check, rework, client review"),
});
export type PlanInfo = z.output<typeof planInfoSchema>;

/** A plan as the admin's plan screen sees it (GET/POST/PATCH /api/admin/plans). */
export const adminPlanSchema = planInfoSchema.extend({
  retired: z.boolean().describe('Off sale: hidden from GET /api/plans, kept by its subscriptions'),
  activeSubscriptions: z.number(),
  openRequests: z.number(),
  inUse: z.boolean().describe('Has subscriptions or open requests: can be retired, not deleted'),
});
export type AdminPlan = z.output<typeof adminPlanSchema>;

/** A client's monthly limits and what it used this month (GET /api/me/limits). */
export const contentLimitsSchema = z.object({
  planName: z.string().meta({ example: 'Business' }),
  postLimit: z.number(),
  carouselLimit: z.number(),
  reelLimit: z.number(),
  postsUsed: z.number(),
  carouselsUsed: z.number(),
  reelsUsed: z.number(),
  postsRemaining: z.number(),
  carouselsRemaining: z.number(),
  reelsRemaining: z.number(),
});
export type ContentLimits = z.output<typeof contentLimitsSchema>;

/** One of the client's plan requests (POST and GET /api/me/plan-requests). */
export const myPlanRequestSchema = z.object({
  id: id(),
  planId: id(),
  plan: planInfoSchema,
  status: z.enum(PLAN_REQUEST_STATUSES),
  createdAt: instant(),
  closedAt: instant().nullable(),
});
export type MyPlanRequest = z.output<typeof myPlanRequestSchema>;

/** A plan request as the admins see it (GET /api/admin/plan-requests, the client detail, the admin's dashboard). */
export const adminPlanRequestSchema = z.object({
  id: id(),
  client: z.object({ id: id(), name: z.string() }),
  plan: planInfoSchema,
  status: z.enum(PLAN_REQUEST_STATUSES),
  createdAt: instant(),
  closedAt: instant().nullable(),
});
export type AdminPlanRequest = z.output<typeof adminPlanRequestSchema>;

/** Who runs a subscription (SubscriptionSource, plans.ts). */
export const subscriptionSourceSchema = z.enum(['manual', 'stripe'] as const satisfies readonly SubscriptionSource[]);

/** GET /api/me/subscription and PUT /api/admin/clients/:id/plan: a subscription with its plan (the answer is null without one). */
export const mySubscriptionSchema = z.object({
  id: id(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  source: subscriptionSourceSchema,
  plan: planInfoSchema,
  currentPeriodStart: instant(),
  currentPeriodEnd: instant(),
  stripeSubscriptionId: z
    .string()
    .nullable()
    .describe('Set only when the subscription runs through the payment provider (then "Abo verwalten" shows)'),
});
export type MySubscription = z.output<typeof mySubscriptionSchema>;
