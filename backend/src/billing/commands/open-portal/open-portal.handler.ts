import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import type { BillingRedirect } from '../../../contracts/plans.js';
import { BILLING_TEXTS } from '../../billing.texts.js';
import { StripeCustomer } from '../../stripe-customer.entity.js';
import { StripeGateway } from '../../stripe-gateway.js';
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
    if (!this.stripe.enabled) throw new AppError(503, 'PAYMENTS_DISABLED', BILLING_TEXTS.disabled);
    if (actor.isAdmin) throw AppError.forbidden(BILLING_TEXTS.ownOnly);
    const customer = await this.em.fork().findOne(StripeCustomer, { client: actor.clientId! });
    if (!customer) throw AppError.conflict('NO_STRIPE_CUSTOMER', BILLING_TEXTS.noCustomer);
    return { url: await this.stripe.createPortal(customer.customerId, `${this.config.appUrl}/client/profile`) };
  }
}
