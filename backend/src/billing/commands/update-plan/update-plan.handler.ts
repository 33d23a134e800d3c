import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../common/errors/app-error.js';
import { requirePlan, savePlan } from '../../plan-admin.js';
import { Plan } from '../../plan.entity.js';
import { defaultPriceDisplay } from '../../../contracts/plans.js';
import { PLAN_TEXTS } from '../../plan-texts.js';
import type { AdminPlan } from '../../../contracts/billing-answers.js';
import { UpdatePlanCommand } from './update-plan.command.js';

/** Fields a PATCH may change, straight from the body (null means "not given" for all of them). */
const PLAIN_FIELDS = [
  'name',
  'description',
  'postLimit',
  'carouselLimit',
  'reelLimit',
  'features',
  'isRecommended',
  'ctaLabel',
] as const;

@CommandHandler(UpdatePlanCommand)
export class UpdatePlanHandler implements ICommandHandler<UpdatePlanCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ planId, changes }: UpdatePlanCommand): Promise<AdminPlan> {
    const em = this.em.fork();
    const plan = await requirePlan(em, planId);
    if (changes.name != null && changes.name !== plan.name && (await em.count(Plan, { name: changes.name }))) {
      throw AppError.conflict('PLAN_NAME_TAKEN', PLAN_TEXTS.nameTaken);
    }
    for (const field of PLAIN_FIELDS) {
      const value = changes[field];
      if (value != null) Object.assign(plan, { [field]: value });
    }
    if (changes.price != null) {
      // A display that followed the old price follows the new one too.
      const followed = plan.priceDisplay === defaultPriceDisplay(Number(plan.price));
      plan.price = changes.price;
      if (followed && !changes.priceDisplay) plan.priceDisplay = defaultPriceDisplay(changes.price);
    }
    if (changes.priceDisplay) plan.priceDisplay = changes.priceDisplay;
    if (changes.stripePriceId !== undefined) plan.stripePriceId = changes.stripePriceId;
    if (changes.turnaround) {
      const given = Object.entries(changes.turnaround).filter(([, days]) => days != null);
      plan.turnaround = { ...plan.turnaround, ...Object.fromEntries(given) };
    }
    if (changes.retired != null) plan.retiredAt = changes.retired ? (plan.retiredAt ?? new Date()) : null;
    return savePlan(em, plan);
  }
}
