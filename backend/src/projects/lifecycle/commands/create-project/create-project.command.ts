import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';

import type { CreateProjectValues } from '../../../../contracts/project-requests.js';
import type { ProjectDetail } from '../../../../contracts/project-answers.js';

/** A client orders content: a briefing within its plan's monthly limit. */
export class CreateProjectCommand extends Command<ProjectDetail> {
  constructor(
    readonly actor: Actor,
    readonly briefing: CreateProjectValues,
  ) {
    super();
  }
}
