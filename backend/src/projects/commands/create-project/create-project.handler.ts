import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../../accounts/account.entity.js';
import { ClientDesigner } from '../../../clients/client-designer.entity.js';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import type { SlideIdea } from '../../../contracts/projects.js';
import { recordProjectEvent } from '../../../outbox/domain-events.js';
import { takeContentSlot } from '../../../plans-billing/content-limits.js';
import { FileStorage } from '../../../storage/file-storage.js';
import { briefingOf } from '../../project-briefing.js';
import { Project } from '../../project.entity.js';
import { PROJECT_TEXTS } from '../../project-texts.js';
import { projectDetail, type ProjectDetailView } from '../../project.views.js';
import { lockClient } from '../../waiting-orders.js';
import { CreateProjectCommand } from './create-project.command.js';
import type { CreateProjectRequest } from './create-project.request.js';

/** Carousels only; empty ones dropped; one idea per slide number, in order. */
function slideIdeasOf(briefing: CreateProjectRequest): SlideIdea[] | null {
  if (briefing.contentType !== 'carousel' || !briefing.slideIdeas) return null;
  const ideas = briefing.slideIdeas.filter((idea) => idea.content.trim().length > 0);
  if (new Set(ideas.map((idea) => idea.number)).size !== ideas.length) throw AppError.validation(PROJECT_TEXTS.slideIdeas);
  return ideas.length ? ideas.map(({ number, content }) => ({ number, content: content.trim() })).sort((a, b) => a.number - b.number) : null;
}

/**
 * A client orders content: in one unit of work, a slot of the month's quota, the order (starting
 * where the lifecycle machine says, given the client's designer), its timeline row and its outbox
 * event.
 */
@CommandHandler(CreateProjectCommand)
export class CreateProjectHandler implements ICommandHandler<CreateProjectCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
  ) {}

  async execute({ actor, briefing }: CreateProjectCommand): Promise<ProjectDetailView> {
    const clientId = actor.clientId!;
    const fields = briefingOf({
      ...briefing,
      targetPlatforms: (briefing.targetPlatforms ?? []).map((p) => p.trim()).filter(Boolean),
      slideIdeas: slideIdeasOf(briefing),
    });
    const project = await this.em.transactional(async (em) => {
      // Linking a designer takes this lock too: either this order sees the link, or the link sees
      // this order among the waiting ones (waiting-orders.ts).
      await lockClient(em, clientId);
      const client = await em.findOne(Account, clientId);
      if (!client) throw AppError.notFound(MESSAGES.clientNotFound);
      if (!(await takeContentSlot(em, clientId, fields.contentType))) throw AppError.conflict('QUOTA_EXCEEDED', PROJECT_TEXTS.quotaExceeded);
      const designer = (await em.findOne(ClientDesigner, { client: clientId }, { populate: ['designer'] }))?.designer ?? null;
      const project = em.create(Project, { id: randomUUID(), client, designer, ...fields, ...Project.start(designer?.id ?? null) });
      recordProjectEvent(em, {
        type: 'ProjectCreated',
        projectId: project.id,
        actorId: actor.userId,
        data: { contentType: project.contentType, status: project.status, designerId: designer?.id ?? null },
      });
      return project;
    });
    return projectDetail(this.em, actor, project, this.storage);
  }
}
