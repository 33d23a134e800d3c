import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../common/errors/app-error.js';
import { savePlan } from '../../plan-admin.js';
import { Plan } from '../../plan.entity.js';
import { DEFAULT_TURNAROUND } from '../../../contracts/clocks.js';
import { defaultPriceDisplay } from '../../../contracts/plans.js';
import { PLAN_TEXTS } from '../../plan-texts.js';
import type { AdminPlan } from '../../../contracts/billing-answers.js';
import { CreatePlanCommand } from './create-plan.command.js';

@CommandHandler(CreatePlanCommand)
export class CreatePlanHandler implements ICommandHandler<CreatePlanCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ plan: body }: CreatePlanCommand): Promise<AdminPlan> {
    const em = this.em.fork();
    if (await em.count(Plan, { name: body.name })) throw AppError.conflict('PLAN_NAME_TAKEN', PLAN_TEXTS.nameTaken);
    const plan = em.create(Plan, {
      name: body.name,
      price: body.price,
      priceDisplay: body.priceDisplay || defaultPriceDisplay(body.price),
      description: body.description ?? '',
      postLimit: body.postLimit,
      carouselLimit: body.carouselLimit,
      reelLimit: body.reelLimit,
      features: body.features ?? [],
      isRecommended: body.isRecommended ?? false,
      ctaLabel: body.ctaLabel ?? 'Plan wählen',
      stripePriceId: body.stripePriceId ?? null,
      turnaround: body.turnaround ?? DEFAULT_TURNAROUND,
      retiredAt: null,
    });
    return savePlan(em, plan);
  }
}
