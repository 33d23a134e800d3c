import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { BillingRedirect } from '../../../contracts/billing-answers.js';

/** "Abo verwalten": Stripe's customer portal (payment method, invoices, plan change, cancellation). */
export class OpenPortalCommand extends Command<BillingRedirect> {
  constructor(readonly actor: Actor) {
    super();
  }
}
