import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { BillingRedirect } from '../../../contracts/billing-answers.js';

/** "Plan wählen" with payments on: the client pays its plan in Stripe's Checkout. */
export class StartCheckoutCommand extends Command<BillingRedirect> {
  constructor(
    readonly actor: Actor,
    readonly planId: string,
  ) {
    super();
  }
}
