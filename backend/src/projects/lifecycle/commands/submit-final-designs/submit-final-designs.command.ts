import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { IncomingUploads } from '../../../../storage/index.js';
import type { ProjectDetail } from '../../../../contracts/project-answers.js';

/** The assigned designer uploads the final designs: the order goes to the admin's review. */
export class SubmitFinalDesignsCommand extends Command<ProjectDetail> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    /** The request's files, not yet read: the handler reads them only once the upload is allowed. */
    readonly uploads: IncomingUploads,
  ) {
    super();
  }
}
