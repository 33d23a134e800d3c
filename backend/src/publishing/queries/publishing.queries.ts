import { EntityManager } from '@mikro-orm/postgresql';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/actor.js';
import { Clock } from '../../common/clock.js';
import { AppError, MESSAGES } from '../../common/errors/app-error.js';
import { assertClientAccess, requireClient } from '../../clients/index.js';
import type { Analytics, BestTime, ScheduledPost } from '../../contracts/publishing-answers.js';
import { findVisibleProject } from '../../projects/index.js';
import { bestTimes } from '../best-times.js';
import { clientAnalytics } from '../client-analytics.js';
import { ScheduledPost as ScheduledPostRow } from '../scheduled-post.entity.js';
import { loadAnswers } from '../scheduled-post.view.js';
import { visiblePost } from '../scheduled-posts.js';

export class GetScheduledPostQuery extends Query<ScheduledPost> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
  ) {
    super();
  }
}

export class ProjectScheduledPostsQuery extends Query<ScheduledPost[]> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
  ) {
    super();
  }
}

export class ClientAnalyticsQuery extends Query<Analytics> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
    readonly month: string,
  ) {
    super();
  }
}

/** The company's best weekday × hour slots per network. */
export class BestTimesQuery extends Query<BestTime[]> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
  ) {
    super();
  }
}

/** A post of an order the caller sees (a guest none); 404 otherwise. */
@QueryHandler(GetScheduledPostQuery)
export class GetScheduledPostHandler implements IQueryHandler<GetScheduledPostQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, id }: GetScheduledPostQuery): Promise<ScheduledPost> {
    const post = await visiblePost(this.em, actor, id, false);
    const [answer] = await loadAnswers(this.em, [post]);
    return answer!;
  }
}

/** An order's posts, soonest first, for those who see the order (a guest none). */
@QueryHandler(ProjectScheduledPostsQuery)
export class ProjectScheduledPostsHandler implements IQueryHandler<ProjectScheduledPostsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, projectId }: ProjectScheduledPostsQuery): Promise<ScheduledPost[]> {
    if (actor.guest) throw AppError.forbidden();
    const project = await findVisibleProject(this.em, actor, projectId);
    const posts = await this.em.find(ScheduledPostRow, { project }, { orderBy: { at: 'asc', id: 'asc' } });
    return loadAnswers(this.em, posts);
  }
}

@QueryHandler(ClientAnalyticsQuery)
export class ClientAnalyticsHandler implements IQueryHandler<ClientAnalyticsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, clientId, month }: ClientAnalyticsQuery): Promise<Analytics> {
    if (actor.guest) throw AppError.forbidden();
    await assertClientAccess(this.em, actor, clientId, { linkedDesigner: false });
    return clientAnalytics(this.em, clientId, month);
  }
}

@QueryHandler(BestTimesQuery)
export class BestTimesHandler implements IQueryHandler<BestTimesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  /** Its members and admins; another company's (or a member's account id as a client id) is not found. */
  async execute({ actor, clientId }: BestTimesQuery): Promise<BestTime[]> {
    if (actor.guest) throw AppError.forbidden();
    if (!actor.isAdmin && actor.clientId !== clientId) throw AppError.notFound(MESSAGES.clientNotFound);
    await requireClient(this.em, clientId);
    return bestTimes(this.em, clientId, this.clock.now());
  }
}
