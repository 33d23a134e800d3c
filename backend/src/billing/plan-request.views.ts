import { ApiProperty } from '@nestjs/swagger';
import { planInfoSchema, type AdminPlanRequest, type MyPlanRequest, type PlanInfo } from '../contracts/billing-answers.js';
import { PLAN_REQUEST_STATUSES, type PlanRequestStatus } from '../contracts/plans.js';
import { answerJsonSchema } from '../http/openapi-document.js';
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

class PlanRequestClientView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

/**
 * The admin's dashboard (dashboards/dashboards.views.ts) still documents its open requests with a
 * class: kept for it alone, as adminPlanRequestSchema (contracts/billing-answers.ts) writes it,
 * until the dashboard's answers are zod too (issue 24); then it goes.
 */
export class AdminPlanRequestView implements AdminPlanRequest {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: PlanRequestClientView }) client!: PlanRequestClientView;
  @ApiProperty({ allOf: [answerJsonSchema(planInfoSchema)] }) plan!: PlanInfo;
  @ApiProperty({ enum: PLAN_REQUEST_STATUSES }) status!: PlanRequestStatus;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) closedAt!: string | null;
}
