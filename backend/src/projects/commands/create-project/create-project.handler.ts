import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../../../accounts/account.entity.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ClientDesigner } from '../../../clients/client-designer.entity.js';
import { AppError } from '../../../common/errors/app-error.js';
import { recordProjectEvent } from '../../../outbox/domain-events.js';
import { contentLimits, remainingFor } from '../../../plans-billing/content-limits.js';
import { Project, type SlideIdea } from '../../project.entity.js';
import { ProjectListCache } from '../../project-list-cache.js';
import { PROJECT_TEXTS } from '../../project-texts.js';
import { projectDetails } from '../../project.views.js';
import { CreateProjectCommand } from './create-project.command.js';
import type { CreateProjectRequest } from './create-project.request.js';

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

  async execute({ actor, briefing }: CreateProjectCommand) {
    const clientId = actor.clientId!;
    const slideIdeas = slideIdeasOf(briefing);
    const project = await this.em.transactional(async (em) => {
      // One order at a time per client: the quota check and the insert see the same count.
      const client = await em.findOneOrFail(Account, clientId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (remainingFor(await contentLimits(em, clientId), briefing.contentType) <= 0) {
        throw AppError.conflict('QUOTA_EXCEEDED', PROJECT_TEXTS.quotaExceeded);
      }
      const link = await em.findOne(ClientDesigner, { client: clientId }, { populate: ['designer'] });
      const created = em.create(Project, {
        id: randomUUID(),
        client,
        designer: link?.designer ?? null,
        // Without a designer the order waits in pending_approval until an admin assigns one.
        status: link ? 'new' : 'pending_approval',
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
        imageUrls: [],
        reviewCount: 0,
        completedAt: null,
      });
      recordProjectEvent(em, {
        type: 'ProjectCreated',
        projectId: created.id,
        actorId: actor.userId,
        data: { contentType: created.contentType, status: created.status, designerId: link?.designer.id ?? null },
      });
      return created;
    });
    this.lists.changed({ clientId, designerIds: [project.designer?.id] });
    // Client and designer are loaded, and a new order has no files yet: no further queries.
    const [view] = await projectDetails(this.em, actor, [project], { attachments: [] });
    return view;
  }
}
