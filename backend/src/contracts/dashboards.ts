import type { AdminPlanRequest } from './billing-answers.js';
import type { ContentType } from './projects.js';

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

/** A calendar month as the API names it: 2026-11. */
export const MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;
