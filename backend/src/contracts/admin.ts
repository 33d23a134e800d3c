/** The admin's users and clients screens (spec 001 §2). */
import type { Branding } from './clients.js';
import type { AdminPlanRequest } from './billing-answers.js';
import type { SubscriptionSource, SubscriptionStatus } from './plans.js';
import type { Person } from './project-answers.js';
import type { Role } from './roles.js';

export const ACCOUNT_STATUSES = ['active', 'inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** One row of GET /api/admin/users, also the answer of POST and PATCH. */
export interface AdminUser {
  id: string;
  name: string;
  email: string;
  /** null: an account without a role ("Keine Rolle gefunden"). */
  role: Role | null;
  status: AccountStatus;
  createdAt: string;
  /** A second factor is set up (an authenticator app or a passkey). */
  mfaEnabled: boolean;
}

/** GET /api/admin/users with `search`, `page` or `pageSize`: a page of the accounts, newest first. */
export interface AdminUserPage {
  items: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ClientPlan {
  id: string;
  name: string;
  /** CHF per month. */
  price: number;
}

/** One card of GET /api/admin/clients (the UI shows "Kostenlos" when `plan` is null). */
export interface AdminClientListItem {
  id: string;
  name: string;
  email: string;
  status: AccountStatus;
  createdAt: string;
  brandName: string | null;
  designer: Person | null;
  plan: ClientPlan | null;
}

export interface ClientSubscription {
  id: string;
  status: SubscriptionStatus;
  /** Stripe's subscriptions are changed in Stripe (the admin's assignment is refused, 409 STRIPE_MANAGED). */
  source: SubscriptionSource;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  /** The customer in Stripe's dashboard, for a Stripe subscription. */
  stripeDashboardUrl: string | null;
}

/** GET /api/admin/clients/:id, also the answer of POST, PATCH and the status change. */
export interface AdminClientDetail extends AdminClientListItem {
  /** The active subscription, or null. */
  subscription: ClientSubscription | null;
  /** The branding record, or null when none exists. */
  branding: Branding | null;
  /** Its open plan requests (at most one; granted by assigning the plan). */
  planRequests: AdminPlanRequest[];
}

/** GET /api/admin/stats: the admin dashboard's counters. */
export interface AdminStats {
  activeClients: number;
  designers: number;
  /** Monthly recurring revenue in CHF: the sum of the prices of active subscriptions. */
  mrr: number;
}
