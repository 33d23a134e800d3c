import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { discard, type ReceivedFile } from '../../../../storage/index.js';
import type { Attachment } from '../../../files/attachment.entity.js';
import { DesignVersion } from '../../design-version.entity.js';
import { LifecycleRunner } from '../../lifecycle-runner.js';
import { FINAL_DESIGN_FILES, ProjectFiles } from '../../../files/project-files.js';
import { SubmitFinalDesignsCommand } from './submit-final-designs.command.js';

@CommandHandler(SubmitFinalDesignsCommand)
export class SubmitFinalDesignsHandler implements ICommandHandler<SubmitFinalDesignsCommand> {
  constructor(
    private readonly lifecycle: LifecycleRunner,
    private readonly files: ProjectFiles,
  ) {}

  async execute({ actor, projectId, uploads }: SubmitFinalDesignsCommand) {
    let received: ReceivedFile[] = [];
    let keys: string[] = [];
    let stored: Attachment[] = [];
    try {
      // Checked before the body is read; no connection is held while the files stream in.
      received = await this.files.receive(actor, projectId, FINAL_DESIGN_FILES, uploads);
      const view = await this.lifecycle.run(actor, projectId, {
        event: async (em, order) => {
          await this.files.assertStillTakes(em, order, FINAL_DESIGN_FILES, received.length);
          const upload = await this.files.store(em, order, actor.userId, received, FINAL_DESIGN_FILES);
          keys = upload.keys;
          stored = upload.attachments;
          return { type: 'SUBMIT_FINAL_DESIGN', attachmentIds: stored.map((attachment) => attachment.id) };
        },
        // The submission opened a new version (V1, V2, …): its files are that version's.
        alongside: (em, { version }) => {
          for (const attachment of stored) attachment.version = version && em.getReference(DesignVersion, version.id);
          return { files: stored.map((attachment) => attachment.fileName) };
        },
      });
      // Committed: the files belong to the order now.
      keys = [];
      return view;
    } catch (error) {
      uploads.refuse();
      await this.files.removeKeys(keys);
      await discard(received);
      throw error;
    }
  }
}
