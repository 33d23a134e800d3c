import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { discard, type ReceivedFile } from '../../../storage/index.js';
import { openVersion } from '../../design-version-store.js';
import { LifecycleCommands } from '../../lifecycle-commands.js';
import { FINAL_DESIGN_FILES, OrderFiles } from '../../order-files.js';
import { SubmitFinalDesignsCommand } from './submit-final-designs.command.js';

@CommandHandler(SubmitFinalDesignsCommand)
export class SubmitFinalDesignsHandler implements ICommandHandler<SubmitFinalDesignsCommand> {
  constructor(
    private readonly lifecycle: LifecycleCommands,
    private readonly files: OrderFiles,
  ) {}

  async execute({ actor, projectId, uploads }: SubmitFinalDesignsCommand) {
    let received: ReceivedFile[] = [];
    let keys: string[] = [];
    let names: string[] = [];
    let version = 0;
    try {
      // Checked before the body is read; no connection is held while the files stream in.
      received = await this.files.receive(actor, projectId, FINAL_DESIGN_FILES, uploads);
      const view = await this.lifecycle.run(actor, projectId, {
        event: async (em, project) => {
          await this.files.assertStillTakes(em, project, FINAL_DESIGN_FILES, received.length);
          // The submission is a new version (V1, V2, …), its files that version's.
          const opened = await openVersion(em, project, actor.userId);
          version = opened.number;
          const stored = await this.files.store(em, project, actor.userId, received, opened);
          keys = stored.keys;
          names = stored.attachments.map((attachment) => attachment.fileName);
          return { type: 'SUBMIT_FINAL_DESIGN', attachmentIds: stored.attachments.map((attachment) => attachment.id) };
        },
        alongside: () => ({ files: names, version }),
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
