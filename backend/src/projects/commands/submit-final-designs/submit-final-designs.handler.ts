import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordProjectEvent } from '../../../outbox/domain-events.js';
import { discard } from '../../../storage/read-uploads.js';
import { applyLifecycleEvent } from '../../lifecycle.js';
import { OrderFiles } from '../../order-files.js';
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
  ) {}

  async execute({ actor, projectId, files }: SubmitFinalDesignsCommand) {
    let keys: string[] = [];
    try {
      await this.files.requireSome(files);
      const project = await this.em.transactional(async (em) => {
        const project = await findVisibleProject(em, actor, projectId, { forUpdate: true });
        applyLifecycleEvent(project, { type: 'SUBMIT_FINAL_DESIGN' });
        const stored = await this.files.store(em, project, actor.userId, files, true);
        keys = stored.keys;
        project.imageUrls = stored.attachments.map((attachment) => attachment.fileUrl);
        recordProjectEvent(em, {
          type: 'FinalDesignsSubmitted',
          projectId,
          actorId: actor.userId,
          data: { files: stored.attachments.map((a) => a.fileName) },
        });
        return project;
      });
      this.lists.orderChanged(project);
      return projectDetail(this.em, actor, project);
    } catch (error) {
      await this.files.removeKeys(keys);
      await discard(files);
      throw error;
    }
  }
}
