import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import type { CreatePlanRequestBody } from '../../../contracts/plans.js';
import { PLAN_TEXTS } from '../../plan-texts.js';

export class RequestPlanRequest implements CreatePlanRequestBody {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: PLAN_TEXTS.choosePlan })
  planId!: string;
}
