import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { discard, type ReceivedFile } from '../../../../storage/index.js';
import { LifecycleRunner, type StepRow } from '../../lifecycle-runner.js';
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
    let rows: ((versionId: string | null) => StepRow[]) | null = null;
    try {
      // Checked before the body is read; no connection is held while the files stream in.
      received = await this.files.receive(actor, projectId, FINAL_DESIGN_FILES, uploads);
      const view = await this.lifecycle.run(actor, projectId, {
        event: async (em, order) => {
          await this.files.assertStillTakes(em, order, FINAL_DESIGN_FILES, received.length);
          const upload = await this.files.storeForStep(order, actor.userId, received, FINAL_DESIGN_FILES);
          keys = upload.keys;
          rows = upload.rows;
          return { type: 'SUBMIT_FINAL_DESIGN', attachmentIds: upload.ids };
        },
        // The submission opened a new version (V1, V2, …): its files are that version's, written with it.
        alongside: (_em, { version }, write) => {
          for (const row of rows!(version?.id ?? null)) write(row);
          return { files: received.map((file) => file.originalName) };
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
