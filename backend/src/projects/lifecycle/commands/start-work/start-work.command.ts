import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { ProjectDetail } from '../../../../contracts/project-answers.js';

/** The assigned designer opens a new order: it is now in progress. */
export class StartWorkCommand extends Command<ProjectDetail> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
  ) {
    super();
  }
}
