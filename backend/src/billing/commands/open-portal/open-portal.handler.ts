import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import type { BillingRedirect } from '../../../contracts/billing-answers.js';
import { BILLING_TEXTS } from '../../billing-texts.js';
import { StripeCustomer } from '../../stripe/stripe-customer.entity.js';
import { ownBillingClient } from '../../own-billing.js';
import { StripeGateway } from '../../stripe/stripe-gateway.js';
import { OpenPortalCommand } from './open-portal.command.js';

/** The client's own portal session (not an admin's in the client's view: 403); only for a Stripe customer. */
@CommandHandler(OpenPortalCommand)
export class OpenPortalHandler implements ICommandHandler<OpenPortalCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor }: OpenPortalCommand): Promise<BillingRedirect> {
    const clientId = ownBillingClient(this.stripe, actor);
    const customer = await this.em.fork().findOne(StripeCustomer, { client: clientId });
    if (!customer) throw AppError.conflict('NO_STRIPE_CUSTOMER', BILLING_TEXTS.noCustomer);
    return { url: await this.stripe.createPortal(customer.customerId, `${this.config.appUrl}/client/profile`) };
  }
}
