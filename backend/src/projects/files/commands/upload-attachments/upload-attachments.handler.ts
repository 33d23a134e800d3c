import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordProjectEvent } from '../../../lifecycle/project-events.js';
import { discard, FileStorage, type ReceivedFile } from '../../../../storage/index.js';
import { CLIENT_FILES, ProjectFiles } from '../../project-files.js';
import { findVisibleProject } from '../../../lifecycle/project-access.js';
import { attachmentView } from '../../../lifecycle/project.view.js';
import { UploadAttachmentsCommand } from './upload-attachments.command.js';
import type { Attachment as AttachmentAnswer } from '../../../../contracts/project-answers.js';

@CommandHandler(UploadAttachmentsCommand)
export class UploadAttachmentsHandler implements ICommandHandler<UploadAttachmentsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly files: ProjectFiles,
    private readonly storage: FileStorage,
  ) {}

  async execute({ actor, projectId, uploads }: UploadAttachmentsCommand): Promise<AttachmentAnswer[]> {
    let received: ReceivedFile[] = [];
    let keys: string[] = [];
    try {
      received = await this.files.receive(actor, projectId, CLIENT_FILES, uploads);
      const files = received;
      const attachments = await this.em.transactional(async (em) => {
        const project = await findVisibleProject(em, actor, projectId, { forUpdate: true });
        await this.files.assertStillTakes(em, project, CLIENT_FILES, files.length);
        const stored = await this.files.store(em, project, actor.userId, files, CLIENT_FILES);
        keys = stored.keys;
        recordProjectEvent(em, {
          type: 'AttachmentsUploaded',
          projectId,
          actorId: actor.userId,
          data: { files: stored.attachments.map((a) => a.fileName) },
        });
        return stored.attachments;
      });
      // Committed: the files belong to the order now, whatever happens below.
      keys = [];
      await this.em.populate(attachments, ['uploadedBy']);
      return attachments.map((attachment) => attachmentView(attachment, this.storage));
    } catch (error) {
      uploads.refuse();
      await this.files.removeKeys(keys);
      await discard(received);
      throw error;
    }
  }
}
