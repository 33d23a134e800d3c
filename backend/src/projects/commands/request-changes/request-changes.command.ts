import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { NewPin } from '../../../contracts/project-requests.js';
import type { ProjectDetailView } from '../../project.views.js';

/** The client asks for changes (one of its revisions): pins on the version and a note, or either. */
export class RequestChangesCommand extends Command<ProjectDetailView> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly feedback: string,
    readonly pins: readonly NewPin[] = [],
  ) {
    super();
  }
}
