import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import { DEFAULT_MAX_REVIEWS } from '../../../contracts/projects.js';
import type { SlideIdea } from '../../project.entity.js';
import { ProjectListCache } from '../../project-list-cache.js';
import { PROJECT_TEXTS } from '../../project-texts.js';
import type { ProjectDetailView } from '../../project.views.js';
import { CreateProjectCommand } from './create-project.command.js';
import type { CreateProjectRequest } from './create-project.request.js';
import { INSERT_ORDER, insertOrderParameters, LOCK_CLIENT, type LockedClient, type NewOrder } from './create-project.sql.js';

/** Carousels only; empty ones dropped; one idea per slide number, in order. */
function slideIdeasOf(briefing: CreateProjectRequest): SlideIdea[] | null {
  if (briefing.contentType !== 'carousel' || !briefing.slideIdeas) return null;
  const ideas = briefing.slideIdeas.filter((idea) => idea.content.trim().length > 0);
  if (new Set(ideas.map((idea) => idea.number)).size !== ideas.length) throw AppError.validation(PROJECT_TEXTS.slideIdeas);
  return ideas.length ? ideas.map(({ number, content }) => ({ number, content: content.trim() })).sort((a, b) => a.number - b.number) : null;
}

@CommandHandler(CreateProjectCommand)
export class CreateProjectHandler implements ICommandHandler<CreateProjectCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly lists: ProjectListCache,
  ) {}

  async execute({ actor, briefing }: CreateProjectCommand): Promise<ProjectDetailView> {
    const clientId = actor.clientId!;
    const slideIdeas = slideIdeasOf(briefing);
    const { client, order, projectId, createdAt } = await this.em.transactional(async (em) => {
      const connection = em.getConnection();
      const context = em.getTransactionContext();
      const [client] = await connection.execute<LockedClient[]>(LOCK_CLIENT, [clientId], 'all', context);
      if (!client) throw AppError.notFound(MESSAGES.clientNotFound);
      const limits = { post: client.post_limit, carousel: client.carousel_limit, reel: client.reel_limit };
      const order: NewOrder = {
        clientId,
        actorId: actor.userId,
        designerId: client.designer_id,
        // Without a designer the order waits in pending_approval until an admin assigns one.
        status: client.designer_id ? 'new' : 'pending_approval',
        // No active plan: every limit is 0.
        limit: limits[briefing.contentType] ?? 0,
        title: briefing.title,
        description: briefing.description,
        contentType: briefing.contentType,
        contentDescription: briefing.contentDescription ?? null,
        platform: briefing.platform ?? null,
        targetPlatforms: (briefing.targetPlatforms ?? []).map((p) => p.trim()).filter(Boolean),
        contentGoal: briefing.contentGoal ?? null,
        hook: briefing.hook ?? null,
        cta: briefing.cta ?? null,
        visualIdea: briefing.visualIdea ?? null,
        slideIdeas,
        specialNotes: briefing.specialNotes ?? null,
        hashtags: briefing.hashtags ?? null,
        generatedCaption: briefing.generatedCaption ?? null,
        generatedCta: briefing.generatedCta ?? null,
      };
      const { projectId, parameters } = insertOrderParameters(order);
      const [inserted] = await connection.execute<{ id: string; created_at: Date }[]>(INSERT_ORDER, parameters, 'all', context);
      if (!inserted) throw AppError.conflict('QUOTA_EXCEEDED', PROJECT_TEXTS.quotaExceeded);
      return { client, order, projectId, createdAt: new Date(inserted.created_at).toISOString() };
    });
    this.lists.changed({ clientId, designerIds: [order.designerId] });
    return newOrderView(projectId, createdAt, order, client);
  }
}

/** The new order as the client sees it: everything is known, nothing needs reading back. */
function newOrderView(id: string, createdAt: string, order: NewOrder, client: LockedClient): ProjectDetailView {
  return {
    id,
    title: order.title,
    description: order.description,
    contentType: order.contentType,
    contentDescription: order.contentDescription,
    platform: order.platform,
    targetPlatforms: order.targetPlatforms,
    contentGoal: order.contentGoal,
    hook: order.hook,
    cta: order.cta,
    visualIdea: order.visualIdea,
    slideIdeas: order.slideIdeas,
    specialNotes: order.specialNotes,
    hashtags: order.hashtags,
    generatedCaption: order.generatedCaption,
    generatedCta: order.generatedCta,
    status: order.status,
    imageUrls: [],
    reviewCount: 0,
    maxReviews: DEFAULT_MAX_REVIEWS,
    createdAt,
    updatedAt: createdAt,
    completedAt: null,
    clientId: order.clientId,
    designerId: order.designerId,
    client: { id: order.clientId, name: client.client_name, email: client.client_email },
    designer: order.designerId ? { id: order.designerId, name: client.designer_name!, email: client.designer_email! } : null,
    attachments: [],
    // A new order waits for its designer (or for one to be assigned): nothing for the client to do.
    allowedActions: [],
  };
}
