import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../common/clock.js';
import { AppError } from '../../../../common/errors/app-error.js';
import type { SlideIdea } from '../../../../contracts/project-answers.js';
import { briefingOf } from '../../project-briefing.js';
import { PROJECT_TEXTS } from '../../project-texts.js';
import { ProjectViews } from '../../project.view.js';
import { CreateProjectCommand } from './create-project.command.js';
import { placeProject } from './place-project.js';
import type { CreateProjectValues } from '../../../../contracts/project-requests.js';
import type { ProjectDetail } from '../../../../contracts/project-answers.js';

/** Carousels only; empty ones dropped; one idea per slide number, in order. */
function slideIdeasOf(briefing: CreateProjectValues): SlideIdea[] | null {
  if (briefing.contentType !== 'carousel' || !briefing.slideIdeas) return null;
  const ideas = briefing.slideIdeas.filter((idea) => idea.content.trim().length > 0);
  if (new Set(ideas.map((idea) => idea.number)).size !== ideas.length)
    throw AppError.validation(PROJECT_TEXTS.slideIdeas);
  return ideas.length
    ? ideas.map(({ number, content }) => ({ number, content: content.trim() })).sort((a, b) => a.number - b.number)
    : null;
}

/** A client orders content from the form: the briefing checked, then placed (place-project.ts) in one unit of work. */
@CommandHandler(CreateProjectCommand)
export class CreateProjectHandler implements ICommandHandler<CreateProjectCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: ProjectViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, briefing }: CreateProjectCommand): Promise<ProjectDetail> {
    const fields = briefingOf({
      ...briefing,
      targetPlatforms: (briefing.targetPlatforms ?? []).map((p) => p.trim()).filter(Boolean),
      slideIdeas: slideIdeasOf(briefing),
    });
    const project = await this.em.transactional((em) =>
      placeProject(em, { clientId: actor.clientId!, actorId: actor.userId, briefing: fields, at: this.clock.now() }),
    );
    return this.views.detail(actor, project);
  }
}
