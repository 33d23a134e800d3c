import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireClient } from '../../../clients/index.js';
import { AppError } from '../../../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import type { BillingRedirect } from '../../../contracts/billing-answers.js';
import { CURRENT } from '../../current-subscription.js';
import { Plan } from '../../plan.entity.js';
import { PLAN_TEXTS } from '../../plan-texts.js';
import { Subscription } from '../../subscription.entity.js';
import { BILLING_TEXTS } from '../../billing-texts.js';
import { ownBillingClient } from '../../own-billing.js';
import { StripeGateway } from '../../stripe/stripe-gateway.js';
import { customerOf } from '../../stripe/stripe-customers.js';
import { StartCheckoutCommand } from './start-checkout.command.js';

/**
 * The Checkout session for a plan with a Stripe price, for the client itself (an admin viewing as
 * the client does not pay for it: 403). A client whose plan Stripe already runs changes it in the
 * portal instead: a second subscription would bill twice. Nothing changes here: the webhook does.
 */
@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, planId }: StartCheckoutCommand): Promise<BillingRedirect> {
    const clientId = ownBillingClient(this.stripe, actor);
    const em = this.em.fork();
    const client = await requireClient(em, clientId);
    const plan = await em.findOne(Plan, planId);
    if (!plan) throw AppError.notFound(PLAN_TEXTS.notFound);
    if (plan.retiredAt || !plan.stripePriceId)
      throw AppError.conflict('PLAN_NOT_PURCHASABLE', BILLING_TEXTS.notPurchasable);
    const current = await em.findOne(Subscription, { user: client.id, status: CURRENT });
    if (current?.stripeSubscriptionId) throw AppError.conflict('STRIPE_MANAGED', BILLING_TEXTS.stripeManaged);
    const customerId = await customerOf(em, this.stripe, client);
    const back = `${this.config.appUrl}/client/subscription`;
    const url = await this.stripe.createCheckout({
      customerId,
      priceId: plan.stripePriceId,
      clientId: client.id,
      planId: plan.id,
      successUrl: `${back}?checkout=success&plan=${encodeURIComponent(plan.id)}`,
      cancelUrl: `${back}?checkout=cancelled`,
    });
    return { url };
  }
}
