import { Command } from '@nestjs/cqrs';
import type { AdminPlanView } from '../../plan.view.js';
import type { UpdatePlanValues } from '../../../contracts/billing-requests.js';

/** An admin changes a plan, or takes it off sale (`retired`) or back. */
export class UpdatePlanCommand extends Command<AdminPlanView> {
  constructor(
    readonly planId: string,
    readonly changes: UpdatePlanValues,
  ) {
    super();
  }
}
