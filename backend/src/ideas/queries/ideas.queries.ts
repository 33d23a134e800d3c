import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AppError } from '../../common/errors/app-error.js';
import type { ContentIdea as ContentIdeaView, GenerationJob } from '../../contracts/ideas.js';
import type { ContentLimits } from '../../contracts/plans.js';
import { isUuid } from '../../common/uuid.js';
import { contentLimits } from '../../plans-billing/content-limits.js';
import { ContentIdea } from '../content-idea.entity.js';
import { monthKey, nextMonth } from '../domain/month-plan.js';
import { IdeaGeneration } from '../idea-generation.entity.js';
import { IDEA_TEXTS } from '../ideas.texts.js';

/** GET /api/jobs/:jobId: the client's own generation only; another's is "not found", not "forbidden". */
export class GetGenerationJobQuery {
  constructor(
    readonly clientId: string,
    readonly jobId: string,
  ) {}
}

@QueryHandler(GetGenerationJobQuery)
export class GetGenerationJobHandler implements IQueryHandler<GetGenerationJobQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ clientId, jobId }: GetGenerationJobQuery): Promise<GenerationJob> {
    const job = isUuid(jobId) ? await this.em.fork().findOne(IdeaGeneration, { id: jobId, client: clientId }) : null;
    if (!job) throw AppError.notFound(IDEA_TEXTS.jobNotFound);
    return { id: job.id, month: job.month, status: job.status, ideaCount: job.ideaCount ?? null, offline: job.offline ?? null, error: job.error ?? null };
  }
}

export interface ContentIdeasOverview {
  month: string;
  limits: ContentLimits;
  ideas: ContentIdeaView[];
}

/** GET /api/content-ideas: the plan's month (the next one unless `month` names another), its limits and ideas. */
export class ListContentIdeasQuery {
  constructor(
    readonly clientId: string,
    readonly month: string | undefined,
    readonly now: Date = new Date(),
  ) {}
}

function contentIdeaView(idea: ContentIdea): ContentIdeaView {
  return {
    id: idea.id,
    month: idea.month,
    weekNumber: idea.weekNumber,
    date: idea.date,
    contentType: idea.contentType,
    title: idea.title,
    content: idea.content,
    description: idea.description,
    hook: idea.hook,
    cta: idea.cta,
    visualIdea: idea.visualIdea,
    slideIdeas: idea.slideIdeas ?? null,
    hashtags: idea.hashtags,
    status: idea.status,
    projectId: idea.project?.id ?? null,
    offline: idea.offline,
  };
}

@QueryHandler(ListContentIdeasQuery)
export class ListContentIdeasHandler implements IQueryHandler<ListContentIdeasQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ clientId, month, now }: ListContentIdeasQuery): Promise<ContentIdeasOverview> {
    const em = this.em.fork();
    const planMonth = month ?? monthKey(nextMonth(now));
    const [limits, ideas] = await Promise.all([
      contentLimits(em, clientId),
      em.find(ContentIdea, { client: clientId, month: planMonth }, { orderBy: { date: 'asc', id: 'asc' } }),
    ]);
    return { month: planMonth, limits, ideas: ideas.map(contentIdeaView) };
  }
}
