import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireClient } from '../../../clients/client-lookup.js';
import { AppError } from '../../../common/errors/app-error.js';
import { Plan } from '../../plan.entity.js';
import { Subscription } from '../../subscription.entity.js';
import { SubscriptionView } from '../../subscription.view.js';
import { AssignPlanCommand } from './assign-plan.command.js';

@CommandHandler(AssignPlanCommand)
export class AssignPlanHandler implements ICommandHandler<AssignPlanCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ clientId, planId }: AssignPlanCommand): Promise<SubscriptionView | null> {
    return this.em.transactional(async (em) => {
      const client = await requireClient(em, clientId);
      const plan = planId ? await em.findOne(Plan, planId) : null;
      if (planId && !plan) throw AppError.notFound('Plan nicht gefunden');
      // The old plan ends before the new one starts: at most one active subscription per client.
      await em.nativeUpdate(Subscription, { user: client, status: 'active' }, { status: 'cancelled', updatedAt: new Date() });
      if (!plan) return null;
      const start = new Date();
      const subscription = em.create(Subscription, {
        user: client,
        plan,
        status: 'active',
        stripeSubscriptionId: null,
        currentPeriodStart: start,
        currentPeriodEnd: Subscription.oneMonthFrom(start),
      });
      await em.flush();
      return SubscriptionView.of(subscription);
    });
  }
}
