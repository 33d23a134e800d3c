import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import {
  AI_TEXTS,
  AiAbortedError,
  CaptionWriter,
  MonthPlanMismatch,
  placeIdeas,
  ProviderAnswers,
  type PlannedIdea,
} from '../../ai/index.js';
import { brandOfClient } from '../../clients/index.js';
import { AppError } from '../../common/errors/app-error.js';
import type { DomainEventMessage } from '../../contracts/events.js';
import { ContentIdea } from '../content-idea.entity.js';
import { IDEA_TEXTS } from '../ideas-texts.js';
import { IdeaGeneration } from '../idea-generation.entity.js';
import { ideaSlots, parseMonthKey, zurichDay } from '../domain/month-plan.js';
import { GENERATION_LIFECYCLE } from '../domain/generation-lifecycle.machine.js';
import { IDEA_LIFECYCLE } from '../domain/idea-lifecycle.machine.js';
import { recordDomainEvent } from '../../outbox/index.js';
import { contentLimits } from '../../billing/index.js';
import { OnJob, type JobOf } from '../../queues/index.js';
import { followOrder, monthPlan } from './definitions.js';
import { monthHighlights } from '../../publishing/index.js';
import { previousMonth } from '../../common/zurich-month.js';

/** What a failed generation tells the client, in the spec's words for content ideas (spec 000 §8). */
function failureText(error: unknown): string {
  if (error instanceof MonthPlanMismatch) return AI_TEXTS.malformedPlan;
  if (!(error instanceof AppError)) return IDEA_TEXTS.failed;
  if (error.code === 'RATE_LIMITED') return IDEA_TEXTS.rateLimited;
  if (error.code === 'AI_CREDITS') return IDEA_TEXTS.noCredits;
  return error.message;
}

@Injectable()
export class IdeasJobs {
  private readonly logger = new Logger(IdeasJobs.name);

  constructor(
    private readonly em: EntityManager,
    private readonly writer: CaptionWriter,
    private readonly answers: ProviderAnswers,
  ) {}

  /**
   * Writes the month plan a client asked for: one idea per post, carousel and reel of its plan's
   * monthly limits, on the working days of the month, from its brand. The ideas of that month still
   * in status idea are replaced, the others (drafts, sent ones) stay. Once per generation: the row's
   * status moves from queued or running to done or failed in the same transaction that writes the
   * ideas and the MonthPlanFinished event, so a redelivered job writes nothing twice. A failure
   * (the provider's 429 or 402, a timeout, an answer that does not fit) ends the generation with
   * its German reason and writes no idea; the client may ask again. The provider's answer is kept
   * the moment it arrives (ProviderAnswers): a run after a crash before the write uses it.
   */
  @OnJob(monthPlan)
  async monthPlan(event: JobOf<typeof monthPlan>): Promise<{ written: number | null }> {
    const em = this.em.fork();
    const job = await em.findOne(IdeaGeneration, event.jobId);
    if (!job || GENERATION_LIFECYCLE.isFinal(job.status)) return { written: null };
    const start = GENERATION_LIFECYCLE.move('START');
    await em.nativeUpdate(IdeaGeneration, { id: job.id, status: { $in: start.from } }, { status: start.to });

    let ideas: PlannedIdea[];
    let offline: boolean;
    try {
      const limits = await contentLimits(em, event.clientId);
      // The plan may have ended since the request was counted: no plan, no call to the provider.
      if (limits.postLimit + limits.carouselLimit + limits.reelLimit === 0)
        throw AppError.conflict('NO_PLAN', IDEA_TEXTS.noPlan);
      // This month's plan starts today: no idea for a day gone by.
      const today = zurichDay(new Date());
      const slots = ideaSlots(
        { post: limits.postLimit, carousel: limits.carouselLimit, reel: limits.reelLimit },
        parseMonthKey(event.month),
        today.startsWith(event.month) ? today : undefined,
      );
      const brand = await brandOfClient(em, event.clientId);
      // What worked in the month before (publishing's figures), for the plan to build on.
      const before = previousMonth(event.month);
      const performance = { month: before, ...(await monthHighlights(em, event.clientId, before)) };
      const keep = this.answers.keeper(`${monthPlan.name}:${event.jobId}`, 'plan');
      const written = await this.writer.writeMonthPlan({ month: event.month, slots, brand, performance }, { keep });
      ideas = placeIdeas(slots, written.answer);
      offline = written.offline;
    } catch (error) {
      if (error instanceof AiAbortedError) throw error;
      const reason = failureText(error);
      this.logger.warn(`Month plan ${job.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      await this.finish(event, { ideas: null, offline: null, error: reason });
      return { written: null };
    }
    return { written: await this.finish(event, { ideas, offline, error: null }) };
  }

  /**
   * A sent idea follows its order: the client's approval finishes it. Once only, however often the
   * event comes: the idea moves from in_production to completed and no further.
   */
  @OnJob(followOrder)
  async followOrder(event: JobOf<typeof followOrder>): Promise<{ completed: boolean }> {
    const em = this.em.fork();
    const idea = await em.findOne(ContentIdea, { project: event.projectId });
    const next = idea && IDEA_LIFECYCLE.next(idea.status, { type: 'ORDER_COMPLETED' });
    if (!idea || !next) return { completed: false };
    idea.status = next;
    await em.flush();
    return { completed: true };
  }

  /** Ends the generation once: its ideas (or none) and the event that tells the client. */
  private async finish(
    event: DomainEventMessage<'MonthPlanRequested'>,
    { ideas, offline, error }: { ideas: PlannedIdea[] | null; offline: boolean | null; error: string | null },
  ): Promise<number | null> {
    return this.em.fork().transactional(async (em) => {
      const end = GENERATION_LIFECYCLE.move(error ? 'FAIL' : 'SUCCEED');
      const ended = await em.nativeUpdate(
        IdeaGeneration,
        { id: event.jobId, status: { $in: end.from } },
        { status: end.to, ideaCount: ideas?.length ?? null, offline, error, finishedAt: new Date() },
      );
      if (ended === 0) return null;
      if (ideas) {
        // The ideas the client has not touched yet: still where the machine starts them.
        await em.nativeDelete(ContentIdea, {
          client: event.clientId,
          month: event.month,
          status: IDEA_LIFECYCLE.initial,
        });
        for (const [position, idea] of ideas.entries()) {
          em.create(ContentIdea, {
            ...idea,
            position,
            client: event.clientId,
            month: event.month,
            status: IDEA_LIFECYCLE.initial,
            project: null,
            offline: offline ?? false,
          });
        }
      }
      recordDomainEvent(em, 'MonthPlanFinished', {
        jobId: event.jobId,
        clientId: event.clientId,
        month: event.month,
        ideaCount: ideas?.length ?? null,
        error,
      });
      await em.flush();
      return ideas?.length ?? null;
    });
  }
}
