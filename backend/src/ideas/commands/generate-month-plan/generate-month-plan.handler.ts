import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AiRequestLimit } from '../../../ai/index.js';
import { AppError } from '../../../common/errors/app-error.js';
import { recordDomainEvent } from '../../../outbox/index.js';
import { contentLimits } from '../../../billing/index.js';
import { currentMonth, monthKey, nextMonth } from '../../domain/month-plan.js';
import { GENERATION_LIFECYCLE } from '../../domain/generation-lifecycle.machine.js';
import { IdeaGeneration } from '../../idea-generation.entity.js';
import { IDEA_TEXTS } from '../../ideas-texts.js';
import { GenerateMonthPlanCommand } from './generate-month-plan.command.js';

/**
 * Records the request and answers at once (202 with the job id): the generation row and the
 * MonthPlanRequested event in one transaction, so the `ai` worker gets it exactly when it is stored.
 * Only with a current plan that has content (409 NO_PLAN otherwise: there would be nothing to plan),
 * then counted against the client's AI budget per minute and per month (429) before anything is written.
 */
@CommandHandler(GenerateMonthPlanCommand)
export class GenerateMonthPlanHandler implements ICommandHandler<GenerateMonthPlanCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly limit: AiRequestLimit,
  ) {}

  async execute({ clientId, actorId, month: chosen, now }: GenerateMonthPlanCommand): Promise<{ jobId: string }> {
    const choices = [monthKey(currentMonth(now)), monthKey(nextMonth(now))];
    if (chosen !== undefined && !choices.includes(chosen))
      throw AppError.validation(IDEA_TEXTS.monthChoice, [{ field: 'month', message: IDEA_TEXTS.monthChoice }]);
    const em = this.em.fork();
    const limits = await contentLimits(em, clientId);
    if (limits.postLimit + limits.carouselLimit + limits.reelLimit === 0)
      throw AppError.conflict('NO_PLAN', IDEA_TEXTS.noPlan);
    await this.limit.consume(clientId);
    const month = chosen ?? choices[1]!;
    const job = em.create(IdeaGeneration, {
      client: clientId,
      month,
      status: GENERATION_LIFECYCLE.initial,
      ideaCount: null,
      offline: null,
      error: null,
      finishedAt: null,
    });
    recordDomainEvent(em, 'MonthPlanRequested', { jobId: job.id, clientId, month }, { actorId });
    await em.flush();
    return { jobId: job.id };
  }
}
