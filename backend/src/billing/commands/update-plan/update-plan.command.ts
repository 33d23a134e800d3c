import { Command } from '@nestjs/cqrs';
import type { AdminPlan } from '../../../contracts/billing-answers.js';
import type { UpdatePlanValues } from '../../../contracts/billing-requests.js';

/** An admin changes a plan, or takes it off sale (`retired`) or back. */
export class UpdatePlanCommand extends Command<AdminPlan> {
  constructor(
    readonly planId: string,
    readonly changes: UpdatePlanValues,
  ) {
    super();
  }
}
