import type { AdminPlanRequest, MyPlanRequest } from '../contracts/billing-answers.js';
import type { PlanRequest } from './plan-request.entity.js';
import { planView } from './plan.view.js';

/** The client's request, with its plan populated (contracts/billing-answers.ts). */
export function myPlanRequestView(request: PlanRequest): MyPlanRequest {
  return {
    id: request.id,
    planId: request.plan.id,
    plan: planView(request.plan),
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    closedAt: request.closedAt?.toISOString() ?? null,
  };
}

/** A request as the admins see it, with its client and plan populated (contracts/billing-answers.ts). */
export function adminPlanRequestView(request: PlanRequest): AdminPlanRequest {
  return {
    id: request.id,
    client: { id: request.client.id, name: request.client.name },
    plan: planView(request.plan),
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    closedAt: request.closedAt?.toISOString() ?? null,
  };
}
