/** The admin's answers as zod schemas (apart from admin.ts, whose values the web app imports; see project-requests.ts). */
import { z } from 'zod';
import { ACCOUNT_STATUSES } from './admin.js';
import { adminPlanRequestSchema, subscriptionSourceSchema } from './billing-answers.js';
import { brandingSchema } from './client-answers.js';
import { SUBSCRIPTION_STATUSES } from './plans.js';
import { ROLES } from './roles.js';
import { memberSchema } from './team-answers.js';

/** An id the database made (written as the document's `uuid` format, checked no further). */
const id = () => z.string().meta({ format: 'uuid' });
/** A moment, as `Date.toISOString()` writes it. */
const instant = () => z.string().meta({ format: 'date-time' });

/** PUT /api/admin/clients/:id/designer. */
export const designerAssignmentSchema = z.object({
  clientId: z.string(),
  designer: z
    .object({ id: z.string(), name: z.string(), email: z.string() })
    .nullable()
    .describe('null: the client has no designer now'),
  movedProjects: z.number().describe('Orders that waited for a designer and now have one'),
  relinkedProjects: z.number().describe('Open orders of another designer that moved to this one'),
});
export type DesignerAssignment = z.output<typeof designerAssignmentSchema>;

/** One row of GET /api/admin/users, also the answer of POST and PATCH. */
export const adminUserSchema = z.object({
  id: id(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES).nullable().describe('null: an account without a role ("Keine Rolle gefunden")'),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: instant(),
  mfaEnabled: z.boolean().describe('A second factor is set up (an authenticator app or a passkey)'),
});
export type AdminUser = z.output<typeof adminUserSchema>;

/** GET /api/admin/users with `search`, `page` or `pageSize`: a page of the accounts, newest first. */
const adminUserPageSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminUserPage = z.output<typeof adminUserPageSchema>;

/** GET /api/admin/users: every account (no parameters), or a page of them. */
export const adminUserListSchema = z.union([z.array(adminUserSchema), adminUserPageSchema]);

const clientPlanSchema = z.object({
  id: id(),
  name: z.string(),
  price: z.number().describe('CHF per month'),
});

/** One card of GET /api/admin/clients (the UI shows "Kostenlos" when `plan` is null). */
export const adminClientListItemSchema = z.object({
  id: id(),
  name: z.string(),
  email: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: instant(),
  brandName: z.string().nullable(),
  designer: z.object({ id: id(), name: z.string(), email: z.string() }).nullable(),
  plan: clientPlanSchema.nullable().describe('null: the UI shows "Kostenlos"'),
});
export type AdminClientListItem = z.output<typeof adminClientListItemSchema>;

const clientSubscriptionSchema = z.object({
  id: id(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  source: subscriptionSourceSchema.describe(
    "Stripe's subscriptions are changed in Stripe (the admin's assignment is refused, 409 STRIPE_MANAGED)",
  ),
  currentPeriodStart: instant(),
  currentPeriodEnd: instant(),
  stripeDashboardUrl: z.string().nullable().describe("The customer in Stripe's dashboard"),
});

/** A person of the client company as the admin's client detail lists it: the team's member without the invitation's date. */
const adminClientMemberSchema = memberSchema.pick({ userId: true, name: true, email: true, role: true, status: true });
export type AdminClientMember = z.output<typeof adminClientMemberSchema>;

/** GET /api/admin/clients/:id, also the answer of POST, PATCH and the status change. */
export const adminClientDetailSchema = adminClientListItemSchema.extend({
  subscription: clientSubscriptionSchema.nullable().describe('The active subscription, or null'),
  branding: brandingSchema.nullable().describe('The branding record, or null when none exists'),
  planRequests: z.array(adminPlanRequestSchema).describe('Its open plan requests'),
  members: z
    .array(adminClientMemberSchema)
    .describe(
      "The company's people with their role there, the founding owner first; status invited until the person set its password",
    ),
});
export type AdminClientDetail = z.output<typeof adminClientDetailSchema>;

/** GET /api/admin/stats: the admin dashboard's counters. */
export const adminStatsSchema = z.object({
  activeClients: z.number(),
  designers: z.number(),
  mrr: z.number().describe('Monthly recurring revenue in CHF: the sum of the prices of active subscriptions'),
});
export type AdminStats = z.output<typeof adminStatsSchema>;
