import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Subscription } from '../../subscription.entity.js';
import type { MySubscription } from '../../../contracts/billing-answers.js';
import { subscriptionView } from '../../subscription.view.js';
import { GetSubscriptionQuery } from './get-subscription.query.js';
import { CURRENT } from '../../current-subscription.js';

@QueryHandler(GetSubscriptionQuery)
export class GetSubscriptionHandler implements IQueryHandler<GetSubscriptionQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ clientId }: GetSubscriptionQuery): Promise<MySubscription | null> {
    const subscription = await this.em.findOne(
      Subscription,
      { user: clientId, status: CURRENT },
      { populate: ['plan'] },
    );
    return subscription ? subscriptionView(subscription) : null;
  }
}
