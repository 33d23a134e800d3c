import type { EntityManager } from '@mikro-orm/postgresql';
import type { PlanRequestStatus } from '../contracts/plans.js';
import { PlanRequest } from './plan-request.entity.js';
import { AdminPlanRequestView } from './plan-request.views.js';

/** At most this many requests in one answer (a client has few; the admin's list is the newest). */
export const PLAN_REQUESTS_MAX = 200;

/** The client's open plan requests (at most one), for the admin's client detail. */
export async function openPlanRequestsOf(em: EntityManager, clientId: string): Promise<AdminPlanRequestView[]> {
  return adminPlanRequests(em, { clientId, status: 'open' });
}

/** Plan requests as the admins see them, newest first. */
export async function adminPlanRequests(em: EntityManager, filter: { clientId?: string; status?: PlanRequestStatus }): Promise<AdminPlanRequestView[]> {
  const requests = await em.find(
    PlanRequest,
    { ...(filter.clientId ? { client: filter.clientId } : {}), ...(filter.status ? { status: filter.status } : {}) },
    { populate: ['client', 'plan'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: PLAN_REQUESTS_MAX },
  );
  return requests.map((request) => AdminPlanRequestView.of(request));
}

/**
 * Closes the client's open requests in the caller's transaction: `granted` when an admin assigns the
 * client a plan, `replaced` when the client asks for another.
 */
export async function closeOpenPlanRequests(em: EntityManager, clientId: string, as: Exclude<PlanRequestStatus, 'open'>): Promise<number> {
  return em.nativeUpdate(PlanRequest, { client: clientId, status: 'open' }, { status: as, closedAt: new Date() });
}
