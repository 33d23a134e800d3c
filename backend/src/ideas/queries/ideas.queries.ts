import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AppError } from '../../common/errors/app-error.js';
import type { ContentIdea as ContentIdeaView, GenerationJob } from '../../contracts/idea-answers.js';
import { isUuid } from '../../common/uuid.js';
import { ContentIdea } from '../content-idea.entity.js';
import { jobProgressOf, wroteIdeas } from '../domain/generation-state.js';
import { contentIdeaView } from '../idea.view.js';
import { IdeaGeneration } from '../idea-generation.entity.js';
import { IDEA_TEXTS } from '../ideas-texts.js';

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
    return generationJobView(job);
  }
}

/** The generation as api.md names a job: its state and progress, and its result once done. */
function generationJobView(job: IdeaGeneration): GenerationJob {
  return {
    id: job.id,
    ...jobProgressOf(job.status),
    result: wroteIdeas(job.status)
      ? { month: job.month, ideaCount: job.ideaCount ?? 0, offline: job.offline ?? false }
      : null,
    error: job.error ?? null,
  };
}

/** At most this many ideas in one answer: many months of a large plan, drafts included. */
const LIST_MAX = 500;

/**
 * GET /api/content-ideas: the client's ideas, the newest month first, each month by week and date
 * (api.md: "ordered by weekNumber then date"); `month` narrows it to one.
 */
export class ListContentIdeasQuery {
  constructor(
    readonly clientId: string,
    readonly month: string | undefined,
  ) {}
}

@QueryHandler(ListContentIdeasQuery)
export class ListContentIdeasHandler implements IQueryHandler<ListContentIdeasQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ clientId, month }: ListContentIdeasQuery): Promise<ContentIdeaView[]> {
    const ideas = await this.em
      .fork()
      .find(
        ContentIdea,
        { client: clientId, ...(month ? { month } : {}) },
        { orderBy: { month: 'desc', weekNumber: 'asc', date: 'asc', position: 'asc', id: 'asc' }, limit: LIST_MAX },
      );
    return ideas.map(contentIdeaView);
  }
}
