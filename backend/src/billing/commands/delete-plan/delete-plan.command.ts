import { Command } from '@nestjs/cqrs';

/** An admin deletes a plan nobody has or asks for; one in use can only be retired (409 PLAN_IN_USE). */
export class DeletePlanCommand extends Command<void> {
  constructor(readonly planId: string) {
    super();
  }
}
