import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { IncomingUploads } from '../../../../storage/index.js';
import type { Attachment as AttachmentAnswer } from '../../../../contracts/project-answers.js';

/** The client adds reference files (images, MP4) to its order. */
export class UploadAttachmentsCommand extends Command<AttachmentAnswer[]> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    /** The request's files, not yet read: the handler reads them only once the upload is allowed. */
    readonly uploads: IncomingUploads,
  ) {
    super();
  }
}
