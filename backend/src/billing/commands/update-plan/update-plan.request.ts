import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import type { UpdatePlanBody } from '../../../contracts/plans.js';
import { PLAN_TEXTS } from '../../plan-texts.js';
import { CreatePlanRequest } from '../create-plan/create-plan.request.js';

/** PATCH /api/admin/plans/:id: the fields to change (null counts as not given, except for the price id). */
export class UpdatePlanRequest extends PartialType(CreatePlanRequest) implements UpdatePlanBody {
  @ApiPropertyOptional({ description: 'true takes the plan off sale (hidden from GET /api/plans), false puts it back' })
  @IsOptional()
  @IsBoolean({ message: PLAN_TEXTS.flag('Archiviert') })
  retired?: boolean;
}
