import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { lockClient } from '../../../clients/index.js';
import { recordDomainEvent } from '../../../outbox/index.js';
import { BILLING_TEXTS } from '../../billing-texts.js';
import { StripeGateway } from '../../stripe/stripe-gateway.js';
import { AppError } from '../../../common/errors/app-error.js';
import { CURRENT } from '../../current-subscription.js';
import { requirePlan } from '../../plan-admin.js';
import type { MyPlanRequest } from '../../../contracts/billing-answers.js';
import { myPlanRequestView } from '../../plan-request.view.js';
import { closeOpenPlanRequests, openPlanRequest, openPlanRequestOf } from '../../plan-requests.js';
import { PLAN_TEXTS } from '../../plan-texts.js';
import { Subscription } from '../../subscription.entity.js';
import { RequestPlanCommand } from './request-plan.command.js';

@CommandHandler(RequestPlanCommand)
export class RequestPlanHandler implements ICommandHandler<RequestPlanCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
  ) {}

  async execute({ clientId, planId }: RequestPlanCommand): Promise<MyPlanRequest> {
    // With payments on, a plan is bought in Checkout, not asked of the admin.
    if (this.stripe.enabled) throw AppError.conflict('PAYMENTS_ENABLED', BILLING_TEXTS.enabled);
    return this.em.fork().transactional(async (em) => {
      // The client's row lock queues simultaneous requests of one client (and the admin's assignment).
      await lockClient(em, clientId);
      const plan = await requirePlan(em, planId);
      if (plan.retiredAt) throw AppError.conflict('PLAN_RETIRED', PLAN_TEXTS.retired);
      if (await em.count(Subscription, { user: clientId, plan: plan.id, status: CURRENT })) {
        throw AppError.conflict('PLAN_ALREADY_ACTIVE', PLAN_TEXTS.alreadyActive);
      }
      const open = await openPlanRequestOf(em, clientId);
      if (open?.plan.id === plan.id) return myPlanRequestView(open);
      const replacesOpen = (await closeOpenPlanRequests(em, clientId, 'REPLACE')) > 0;
      const request = openPlanRequest(em, clientId, plan);
      // Switching plans while the admins have not answered yet mails them no second time (notification-rules.ts).
      recordDomainEvent(
        em,
        'PlanRequested',
        { requestId: request.id, clientId, planId: plan.id, replacesOpen },
        { actorId: clientId },
      );
      await em.flush();
      return myPlanRequestView(request);
    });
  }
}
