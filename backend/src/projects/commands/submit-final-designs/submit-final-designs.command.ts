import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { ReceivedFile } from '../../../storage/read-uploads.js';
import type { ProjectDetailView } from '../../project.views.js';

/** The assigned designer uploads the final designs: the order goes to the admin's review. */
export class SubmitFinalDesignsCommand extends Command<ProjectDetailView> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    /** Received and type-checked files in temporary storage; the handler keeps or discards them. */
    readonly files: ReceivedFile[],
  ) {
    super();
  }
}
