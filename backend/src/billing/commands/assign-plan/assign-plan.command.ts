import { Command } from '@nestjs/cqrs';
import type { MySubscription } from '../../../contracts/billing-answers.js';

/** An admin gives a client a plan for one month from now (renewed monthly), or cancels it. */
export class AssignPlanCommand extends Command<MySubscription | null> {
  constructor(
    readonly clientId: string,
    readonly planId: string | null,
    /** The admin assigning it (the event's actor). */
    readonly actorId: string | null = null,
  ) {
    super();
  }
}
