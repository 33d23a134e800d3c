import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { ProjectDetailView } from '../../project.views.js';

/** An admin sends the design back to the designer with feedback; the designs are removed. */
export class AdminRejectCommand extends Command<ProjectDetailView> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly feedback: string,
  ) {
    super();
  }
}
