import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { NewPin } from '../../../contracts/project-requests.js';
import type { ProjectDetailView } from '../../project.views.js';

/** An admin sends the version back to the designer: pins on it and a note, or either (internal). */
export class AdminRejectCommand extends Command<ProjectDetailView> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly feedback: string,
    readonly pins: readonly NewPin[] = [],
  ) {
    super();
  }
}
