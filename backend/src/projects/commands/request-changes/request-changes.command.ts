import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { ProjectDetailView } from '../../project.views.js';

/** The client asks for changes (one of its revisions); the designs are removed. */
export class RequestChangesCommand extends Command<ProjectDetailView> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly feedback: string,
  ) {
    super();
  }
}
