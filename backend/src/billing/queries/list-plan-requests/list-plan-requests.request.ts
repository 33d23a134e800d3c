import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PLAN_REQUEST_STATUSES, type PlanRequestStatus } from '../../../contracts/plans.js';
import { PLAN_TEXTS } from '../../plan-texts.js';

export class ListPlanRequestsRequest {
  @ApiPropertyOptional({ enum: PLAN_REQUEST_STATUSES, description: 'Only requests in this status (e.g. open); all without it' })
  @IsOptional()
  @IsIn(PLAN_REQUEST_STATUSES, { message: PLAN_TEXTS.requestStatus })
  status?: PlanRequestStatus;
}
