import { ApiProperty } from '@nestjs/swagger';
import { PLAN_REQUEST_STATUSES, type AdminPlanRequest, type MyPlanRequest, type PlanRequestStatus } from '../contracts/plans.js';
import type { PlanRequest } from './plan-request.entity.js';
import { PlanView } from './plan.view.js';

export class MyPlanRequestView implements MyPlanRequest {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) planId!: string;
  @ApiProperty({ type: PlanView }) plan!: PlanView;
  @ApiProperty({ enum: PLAN_REQUEST_STATUSES }) status!: PlanRequestStatus;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) closedAt!: string | null;

  /** The request with its plan populated. */
  static of(request: PlanRequest): MyPlanRequestView {
    return {
      id: request.id,
      planId: request.plan.id,
      plan: PlanView.of(request.plan),
      status: request.status,
      createdAt: request.createdAt.toISOString(),
      closedAt: request.closedAt?.toISOString() ?? null,
    };
  }
}

class PlanRequestClientView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

export class AdminPlanRequestView implements AdminPlanRequest {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: PlanRequestClientView }) client!: PlanRequestClientView;
  @ApiProperty({ type: PlanView }) plan!: PlanView;
  @ApiProperty({ enum: PLAN_REQUEST_STATUSES }) status!: PlanRequestStatus;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) closedAt!: string | null;

  /** The request with its client and plan populated. */
  static of(request: PlanRequest): AdminPlanRequestView {
    return {
      id: request.id,
      client: { id: request.client.id, name: request.client.name },
      plan: PlanView.of(request.plan),
      status: request.status,
      createdAt: request.createdAt.toISOString(),
      closedAt: request.closedAt?.toISOString() ?? null,
    };
  }
}
