import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { ProjectDetailView } from '../../project.views.js';

/** The assigned designer opens a new order: it is now in progress. */
export class StartWorkCommand extends Command<ProjectDetailView> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
  ) {
    super();
  }
}
