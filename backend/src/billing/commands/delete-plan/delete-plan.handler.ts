import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../common/errors/app-error.js';
import { adminPlanViews, requirePlan } from '../../plan-admin.js';
import { PLAN_TEXTS } from '../../plan-texts.js';
import { DeletePlanCommand } from './delete-plan.command.js';

@CommandHandler(DeletePlanCommand)
export class DeletePlanHandler implements ICommandHandler<DeletePlanCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ planId }: DeletePlanCommand): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const plan = await requirePlan(em, planId);
      // Locked, so no subscription or request can take it between the check and the delete.
      await em
        .getConnection()
        .execute('select 1 from plan where id = ? for update', [plan.id], 'all', em.getTransactionContext());
      const [view] = await adminPlanViews(em, [plan]);
      if (view.inUse) throw AppError.conflict('PLAN_IN_USE', PLAN_TEXTS.inUse);
      // Requests that were replaced go with the plan; granted ones always have a subscription beside them.
      em.remove(plan);
    });
  }
}
