import type { AdminPlanRequest } from './billing-answers.js';
import type { ContentType, StatsBucket } from './projects.js';

/** Counts of orders by statistics bucket (see `statsBucket` in STATUS_MEANINGS) and by content type. */
export interface OrderCounts {
  total: number;
  byStatus: Record<StatsBucket, number>;
  byContentType: Record<ContentType, number>;
}

/** One designer's card on /admin/designers. */
export interface DesignerStatsRow extends OrderCounts {
  id: string;
  name: string;
  /** Tells designers of the same name (or initials) apart. */
  email: string;
  /** Two capital letters: first and last word of the name ("Dora Designer" → "DD"), or the first two letters of a single word. */
  initials: string;
  /** The admin's review decisions made in the month on the designer's orders. */
  approved: number;
  rejected: number;
}

/**
 * GET /api/admin/designer-stats?month=YYYY-MM: the orders created in the month (Europe/Zurich), by
 * their current status and content type, per designer (every designer, with zeros when idle), and
 * those without a designer (waiting for one).
 */
export interface DesignerStats {
  month: string;
  designers: DesignerStatsRow[];
  unassigned: OrderCounts;
}

export interface PersonRef {
  id: string;
  name: string;
}

/** A design waiting for the admin's check (oldest submission first). */
export interface WaitingDesign {
  id: string;
  title: string;
  contentType: ContentType;
  client: PersonRef;
  designer: PersonRef | null;
  /** When the designer submitted the final designs (the FinalDesignsSubmitted timeline entry). */
  submittedAt: string;
  waitingSeconds: number;
}

/** An order waiting for a designer (its client has none linked). */
export interface OrderWaitingForDesigner {
  id: string;
  title: string;
  contentType: ContentType;
  client: PersonRef;
  /** When it started waiting: created without a designer, or its designer left. */
  since: string;
  waitingSeconds: number;
}

/** GET /api/admin/dashboard: the admin's "Wartende Aufträge" (each list at most 50 entries, counts complete). */
export interface AdminDashboard {
  reviewQueue: { count: number; items: WaitingDesign[] };
  waitingForDesigner: { count: number; items: OrderWaitingForDesigner[] };
  openPlanRequests: { count: number; items: AdminPlanRequest[] };
}

/** GET /api/designer/stats: the designer's own orders (an admin's: all orders) by where they stand. */
export interface DesignerDashboardStats {
  total: number;
  new: number;
  inProgress: number;
  /** Submitted, waiting for the admin's check. */
  adminReview: number;
  /** Passed on to the client, waiting for its approval. */
  clientReview: number;
  completed: number;
}

/** A calendar month as the API names it: 2026-11. */
export const MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;
