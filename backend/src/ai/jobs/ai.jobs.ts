import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CaptionWriter } from '../caption-writer.js';
import { ProviderAnswers } from '../provider-answers.js';
import { brandOfClient } from '../../clients/index.js';
import { hasCurrentPlan } from '../../billing/index.js';
import { draftBriefingOf, keepAiSuggestion } from '../../projects/index.js';
import { OnJob, type JobOf } from '../../queues/index.js';
import { draftSuggestion } from './definitions.js';

@Injectable()
export class AiJobs {
  constructor(
    private readonly em: EntityManager,
    private readonly writer: CaptionWriter,
    private readonly answers: ProviderAnswers,
  ) {}

  /**
   * Drafts caption, call to action and hashtags for an order that arrived without a caption, as a
   * suggestion for its designer. Once per order: an order with a caption or a draft is left alone,
   * so a redelivered job writes nothing twice; so is an order whose client has no current plan any
   * more. Not counted against the client's monthly AI budget: at most one draft per order, and the
   * orders are what the plan limits. A provider error fails the job (BullMQ retries). The two
   * provider calls' answers are kept as they arrive (ProviderAnswers): a run after a crash, or after
   * the other call failed, asks only for what has not been answered yet.
   */
  @OnJob(draftSuggestion)
  async draftSuggestion(event: JobOf<typeof draftSuggestion>): Promise<{ drafted: boolean }> {
    // Plain statements, no entities: this runs for every new order.
    const order = await draftBriefingOf(this.em, event.projectId);
    if (!order) return { drafted: false };
    // The provider works on the client's behalf only while it has a plan (docs/ai.md "Who may call the AI").
    if (!(await hasCurrentPlan(this.em, order.clientId))) return { drafted: false };
    const briefing = { ...order.briefing, brand: await brandOfClient(this.em, order.clientId) };
    const job = `${draftSuggestion.name}:${event.eventId}`;
    const [caption, hashtags] = await Promise.all([
      this.writer.writeCaption(briefing, { keep: this.answers.keeper(job, 'caption') }),
      this.writer.writeHashtags(briefing, { keep: this.answers.keeper(job, 'hashtags') }),
    ]);
    const drafted = await keepAiSuggestion(this.em, event.projectId, {
      caption: caption.caption,
      cta: caption.cta,
      hashtags: hashtags.hashtags,
      offline: caption.offline,
      createdAt: new Date().toISOString(),
    });
    return { drafted };
  }
}
