import { Command } from '@nestjs/cqrs';
import type { AdminPlanView } from '../../plan.view.js';
import type { CreatePlanRequest } from './create-plan.request.js';

/** An admin adds a plan. */
export class CreatePlanCommand extends Command<AdminPlanView> {
  constructor(readonly plan: CreatePlanRequest) {
    super();
  }
}
