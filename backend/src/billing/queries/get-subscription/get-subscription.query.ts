import { Query } from '@nestjs/cqrs';
import type { MySubscription } from '../../../contracts/billing-answers.js';

/** The client's active subscription with its plan, or null. */
export class GetSubscriptionQuery extends Query<MySubscription | null> {
  constructor(readonly clientId: string) {
    super();
  }
}
