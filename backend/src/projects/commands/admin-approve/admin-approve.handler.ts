import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordProjectEvent } from '../../../outbox/domain-events.js';
import { FileStorage } from '../../../storage/file-storage.js';
import { AdminReview } from '../../admin-review.entity.js';
import { applyLifecycleEvent } from '../../lifecycle.js';
import { findVisibleProject } from '../../project-access.js';
import { ProjectListCache } from '../../project-list-cache.js';
import { projectDetail } from '../../project.views.js';
import { AdminApproveCommand } from './admin-approve.command.js';

@CommandHandler(AdminApproveCommand)
export class AdminApproveHandler implements ICommandHandler<AdminApproveCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly lists: ProjectListCache,
    private readonly storage: FileStorage,
  ) {}

  async execute({ actor, projectId }: AdminApproveCommand) {
    const project = await this.em.transactional(async (em) => {
      const project = await findVisibleProject(em, actor, projectId, { forUpdate: true });
      applyLifecycleEvent(project, { type: 'ADMIN_APPROVE' });
      em.create(AdminReview, { project, admin: actor.userId, approved: true, feedback: null });
      recordProjectEvent(em, { type: 'DesignApprovedByAdmin', projectId, actorId: actor.userId });
      return project;
    });
    this.lists.orderChanged(project);
    return projectDetail(this.em, actor, project, this.storage);
  }
}
