import type { EntityManager } from '@mikro-orm/postgresql';
import type { PlanRequestStatus } from '../contracts/plans.js';
import { PLAN_REQUEST_LIFECYCLE, type PlanRequestEventType } from './domain/plan-request-lifecycle.machine.js';
import { PlanRequest } from './plan-request.entity.js';
import type { Plan } from './plan.entity.js';
import type { AdminPlanRequest } from '../contracts/billing-answers.js';
import { adminPlanRequestView } from './plan-request.view.js';

/** At most this many requests in one answer (a client has few; the admin's list is the newest). */
export const PLAN_REQUESTS_MAX = 200;

/** A request not answered yet: still where its machine starts it. */
const OPEN = PLAN_REQUEST_LIFECYCLE.initial;

/** The client's open plan requests (at most one), for the admin's client detail. */
export async function openPlanRequestsOf(em: EntityManager, clientId: string): Promise<AdminPlanRequest[]> {
  return adminPlanRequests(em, { clientId, status: OPEN });
}

/** Every client's open plan requests, for the admin's dashboard. */
export async function openPlanRequests(em: EntityManager): Promise<AdminPlanRequest[]> {
  return adminPlanRequests(em, { status: OPEN });
}

/** The client's open request, if any (the client's row lock held). */
export function openPlanRequestOf(em: EntityManager, clientId: string): Promise<PlanRequest | null> {
  return em.findOne(PlanRequest, { client: clientId, status: OPEN }, { populate: ['plan'] });
}

/** Plan requests as the admins see them, newest first. */
export async function adminPlanRequests(
  em: EntityManager,
  filter: { clientId?: string; status?: PlanRequestStatus },
): Promise<AdminPlanRequest[]> {
  const requests = await em.find(
    PlanRequest,
    { ...(filter.clientId ? { client: filter.clientId } : {}), ...(filter.status ? { status: filter.status } : {}) },
    { populate: ['client', 'plan'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: PLAN_REQUESTS_MAX },
  );
  return requests.map((request) => adminPlanRequestView(request));
}

/**
 * Answers the client's open requests in the caller's transaction, as their machine says: GRANT when
 * the client gets a plan, REPLACE when it asks for another. Returns how many were open.
 */
export async function closeOpenPlanRequests(
  em: EntityManager,
  clientId: string,
  answer: PlanRequestEventType,
): Promise<number> {
  const { from, to } = PLAN_REQUEST_LIFECYCLE.move(answer);
  return em.nativeUpdate(
    PlanRequest,
    { client: clientId, status: { $in: from } },
    { status: to, closedAt: new Date() },
  );
}

/** A client's new request: open, until it is answered. */
export function openPlanRequest(em: EntityManager, clientId: string, plan: Plan): PlanRequest {
  return em.create(PlanRequest, { client: clientId, plan, status: PLAN_REQUEST_LIFECYCLE.initial, closedAt: null });
}
