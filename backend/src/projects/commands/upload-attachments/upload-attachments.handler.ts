import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../common/errors/app-error.js';
import { recordProjectEvent } from '../../../outbox/domain-events.js';
import { discard } from '../../../storage/read-uploads.js';
import { OrderFiles } from '../../order-files.js';
import { findVisibleProject } from '../../project-access.js';
import { PROJECT_TEXTS } from '../../project-texts.js';
import { attachmentView, type AttachmentView } from '../../project.views.js';
import { UploadAttachmentsCommand } from './upload-attachments.command.js';

@CommandHandler(UploadAttachmentsCommand)
export class UploadAttachmentsHandler implements ICommandHandler<UploadAttachmentsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly files: OrderFiles,
  ) {}

  async execute({ actor, projectId, files }: UploadAttachmentsCommand): Promise<AttachmentView[]> {
    let keys: string[] = [];
    try {
      await this.files.requireSome(files);
      const attachments = await this.em.transactional(async (em) => {
        const project = await findVisibleProject(em, actor, projectId, { forUpdate: true });
        if (project.status === 'completed') throw AppError.conflict('INVALID_TRANSITION', PROJECT_TEXTS.completedIsFinal);
        const stored = await this.files.store(em, project, actor.userId, files, false);
        keys = stored.keys;
        recordProjectEvent(em, {
          type: 'AttachmentsUploaded',
          projectId,
          actorId: actor.userId,
          data: { files: stored.attachments.map((a) => a.fileName) },
        });
        return stored.attachments;
      });
      await this.em.populate(attachments, ['uploadedBy']);
      return attachments.map(attachmentView);
    } catch (error) {
      await this.files.removeKeys(keys);
      await discard(files);
      throw error;
    }
  }
}
