import { Query } from '@nestjs/cqrs';
import type { BillingConfig } from '../../../contracts/billing-answers.js';

/** Whether card payments are on (Stripe configured) or plans are requested instead. */
export class GetBillingConfigQuery extends Query<BillingConfig> {}
