import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordProjectEvent } from '../../../outbox/domain-events.js';
import { FileStorage } from '../../../storage/file-storage.js';
import { discard, type ReceivedFile } from '../../../storage/read-uploads.js';
import { applyLifecycleEvent } from '../../lifecycle.js';
import { FINAL_DESIGN_FILES, OrderFiles } from '../../order-files.js';
import { findVisibleProject } from '../../project-access.js';
import { ProjectListCache } from '../../project-list-cache.js';
import { projectDetail } from '../../project.views.js';
import { SubmitFinalDesignsCommand } from './submit-final-designs.command.js';

@CommandHandler(SubmitFinalDesignsCommand)
export class SubmitFinalDesignsHandler implements ICommandHandler<SubmitFinalDesignsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly files: OrderFiles,
    private readonly lists: ProjectListCache,
    private readonly storage: FileStorage,
  ) {}

  async execute({ actor, projectId, uploads }: SubmitFinalDesignsCommand) {
    let received: ReceivedFile[] = [];
    let keys: string[] = [];
    try {
      received = await this.files.receive(actor, projectId, FINAL_DESIGN_FILES, uploads);
      const files = received;
      const project = await this.em.transactional(async (em) => {
        const project = await findVisibleProject(em, actor, projectId, { forUpdate: true });
        await this.files.assertStillTakes(em, project, FINAL_DESIGN_FILES, files.length);
        applyLifecycleEvent(project, { type: 'SUBMIT_FINAL_DESIGN' });
        const stored = await this.files.store(em, project, actor.userId, files, true);
        keys = stored.keys;
        recordProjectEvent(em, {
          type: 'FinalDesignsSubmitted',
          projectId,
          actorId: actor.userId,
          data: { files: stored.attachments.map((a) => a.fileName) },
        });
        return project;
      });
      // Committed: the files belong to the order now, whatever happens below.
      keys = [];
      this.lists.orderChanged(project);
      return projectDetail(this.em, actor, project, this.storage);
    } catch (error) {
      uploads.refuse();
      await this.files.removeKeys(keys);
      await discard(received);
      throw error;
    }
  }
}
