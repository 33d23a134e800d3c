import { Command } from '@nestjs/cqrs';
import type { AdminPlan } from '../../../contracts/billing-answers.js';
import type { CreatePlanValues } from '../../../contracts/billing-requests.js';

/** An admin adds a plan. */
export class CreatePlanCommand extends Command<AdminPlan> {
  constructor(readonly plan: CreatePlanValues) {
    super();
  }
}
