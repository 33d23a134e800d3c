import { Query } from '@nestjs/cqrs';
import type { SubscriptionView } from '../../subscription.view.js';

/** The client's active subscription with its plan, or null. */
export class GetSubscriptionQuery extends Query<SubscriptionView | null> {
  constructor(readonly clientId: string) {
    super();
  }
}
