import type { Plan } from '../plans/types';

/*
 * Local until the web app reads them from the contract (backend/src/contracts/plans.ts:
 * PlanRequestStatus, CreatePlanRequestBody, MyPlanRequest) through shared/contracts.ts.
 */

/**
 * `open` until an admin assigns the plan (`granted`) or the client asks for another (`replaced`).
 * @public the union's values beside the union (shared/conventions.md, 8.), read only here so far
 */
export const planRequestStatuses = ['open', 'granted', 'replaced'] as const;
type PlanRequestStatus = (typeof planRequestStatuses)[number];

/** POST /api/me/plan-requests. */
export interface CreatePlanRequestBody {
  planId: string;
}

/** POST and GET /api/me/plan-requests (newest first). */
export interface PlanRequest {
  id: string;
  planId: string;
  /** The requested plan, when the server sends it along. */
  plan?: Plan;
  status: PlanRequestStatus;
  createdAt: string;
  closedAt?: string | null;
}

/** POST /api/billing/portal. */
export interface BillingPortal {
  url: string;
}
