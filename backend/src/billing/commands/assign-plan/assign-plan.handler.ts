import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { lockClient, requireClient } from '../../../clients/index.js';
import { BILLING_TEXTS } from '../../billing-texts.js';
import { AppError } from '../../../common/errors/app-error.js';
import { recordDomainEvent } from '../../../outbox/index.js';
import { CURRENT, endCurrentSubscriptions, startManualPlan } from '../../current-subscription.js';
import { Plan } from '../../plan.entity.js';
import { closeOpenPlanRequests } from '../../plan-requests.js';
import { PLAN_TEXTS } from '../../plan-texts.js';
import { Subscription } from '../../subscription.entity.js';
import type { MySubscription } from '../../../contracts/billing-answers.js';
import { subscriptionView } from '../../subscription.view.js';
import { AssignPlanCommand } from './assign-plan.command.js';

@CommandHandler(AssignPlanCommand)
export class AssignPlanHandler implements ICommandHandler<AssignPlanCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ clientId, planId, actorId }: AssignPlanCommand): Promise<MySubscription | null> {
    return this.em.transactional(async (em) => {
      const client = await requireClient(em, clientId);
      // The client's row lock orders this after (or before) a plan request of the same client.
      await lockClient(em, client.id);
      const plan = planId ? await em.findOne(Plan, planId) : null;
      if (planId && !plan) throw AppError.notFound(PLAN_TEXTS.notFound);
      // A retired plan stays with the subscriptions that have it, but is given to nobody new.
      if (plan?.retiredAt) throw AppError.conflict('PLAN_RETIRED', PLAN_TEXTS.retired);
      // Stripe runs a paid subscription: the agency changes it there, never over it here.
      if (await em.count(Subscription, { user: client, status: CURRENT, stripeSubscriptionId: { $ne: null } })) {
        throw AppError.conflict('STRIPE_MANAGED', BILLING_TEXTS.adminStripeManaged);
      }
      // The old plan ends before the new one starts: at most one current subscription per client.
      await endCurrentSubscriptions(em, client.id);
      if (!plan) return null;
      // The client asked for a plan and now has one: its open request is answered.
      await closeOpenPlanRequests(em, client.id, 'GRANT');
      const subscription = startManualPlan(em, client.id, plan);
      await em.flush();
      // The client hears of it: the outbox row commits with the subscription (the transaction flushes it).
      recordDomainEvent(
        em,
        'PlanAssigned',
        { clientId: client.id, planName: plan.name, subscriptionId: subscription.id },
        { actorId },
      );
      return subscriptionView(subscription);
    });
  }
}
