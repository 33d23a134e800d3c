import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { ProjectDetailView } from '../../project.views.js';
import type { CreateProjectValues } from '../../../contracts/project-requests.js';

/** A client orders content: a briefing within its plan's monthly limit. */
export class CreateProjectCommand extends Command<ProjectDetailView> {
  constructor(
    readonly actor: Actor,
    readonly briefing: CreateProjectValues,
  ) {
    super();
  }
}
