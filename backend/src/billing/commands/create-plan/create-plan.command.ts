import { Command } from '@nestjs/cqrs';
import type { AdminPlanView } from '../../plan.view.js';
import type { CreatePlanValues } from '../../../contracts/billing-requests.js';

/** An admin adds a plan. */
export class CreatePlanCommand extends Command<AdminPlanView> {
  constructor(readonly plan: CreatePlanValues) {
    super();
  }
}
