import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { BillingConfig } from '../../../contracts/billing-answers.js';
import { StripeGateway } from '../../stripe/stripe-gateway.js';
import { GetBillingConfigQuery } from './get-billing-config.query.js';

@QueryHandler(GetBillingConfigQuery)
export class GetBillingConfigHandler implements IQueryHandler<GetBillingConfigQuery> {
  constructor(private readonly stripe: StripeGateway) {}

  execute(): Promise<BillingConfig> {
    return Promise.resolve({ paymentsEnabled: this.stripe.enabled });
  }
}
