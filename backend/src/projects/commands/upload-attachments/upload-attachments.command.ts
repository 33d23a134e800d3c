import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { ReceivedFile } from '../../../storage/read-uploads.js';
import type { AttachmentView } from '../../project.views.js';

/** The client adds reference files (images, MP4) to its order. */
export class UploadAttachmentsCommand extends Command<AttachmentView[]> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    /** Received and type-checked files in temporary storage; the handler keeps or discards them. */
    readonly files: ReceivedFile[],
  ) {
    super();
  }
}
