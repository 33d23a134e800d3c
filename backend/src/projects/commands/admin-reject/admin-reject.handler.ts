import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordProjectEvent } from '../../../outbox/domain-events.js';
import { FileStorage } from '../../../storage/file-storage.js';
import { AdminReview } from '../../admin-review.entity.js';
import { Comment } from '../../comment.entity.js';
import { withdrawFinalDesigns } from '../../final-designs.js';
import { applyLifecycleEvent } from '../../lifecycle.js';
import { OrderFiles } from '../../order-files.js';
import { findVisibleProject } from '../../project-access.js';
import { ProjectListCache } from '../../project-list-cache.js';
import { PROJECT_TEXTS } from '../../project-texts.js';
import { projectDetail } from '../../project.views.js';
import { AdminRejectCommand } from './admin-reject.command.js';

@CommandHandler(AdminRejectCommand)
export class AdminRejectHandler implements ICommandHandler<AdminRejectCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly files: OrderFiles,
    private readonly lists: ProjectListCache,
    private readonly storage: FileStorage,
  ) {}

  async execute({ actor, projectId, feedback }: AdminRejectCommand) {
    const { project, removedKeys } = await this.em.transactional(async (em) => {
      const project = await findVisibleProject(em, actor, projectId, { forUpdate: true });
      applyLifecycleEvent(project, { type: 'ADMIN_REJECT', feedback });
      const text = feedback.trim();
      const removedKeys = await withdrawFinalDesigns(em, project);
      em.create(AdminReview, { project, admin: actor.userId, approved: false, feedback: text });
      em.create(Comment, { project, author: actor.userId, message: PROJECT_TEXTS.adminFeedbackComment(text) });
      recordProjectEvent(em, { type: 'DesignRejectedByAdmin', projectId, actorId: actor.userId, data: { feedback: text } });
      return { project, removedKeys };
    });
    // The files go only once the rows are gone for good.
    await this.files.removeKeys(removedKeys);
    this.lists.orderChanged(project);
    return projectDetail(this.em, actor, project, this.storage);
  }
}
