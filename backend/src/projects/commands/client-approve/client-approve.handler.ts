import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordProjectEvent } from '../../../outbox/domain-events.js';
import { FileStorage } from '../../../storage/file-storage.js';
import { applyLifecycleEvent } from '../../lifecycle.js';
import { findVisibleProject } from '../../project-access.js';
import { ProjectListCache } from '../../project-list-cache.js';
import { projectDetail } from '../../project.views.js';
import { ClientApproveCommand } from './client-approve.command.js';

@CommandHandler(ClientApproveCommand)
export class ClientApproveHandler implements ICommandHandler<ClientApproveCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly lists: ProjectListCache,
    private readonly storage: FileStorage,
  ) {}

  async execute({ actor, projectId }: ClientApproveCommand) {
    const project = await this.em.transactional(async (em) => {
      const project = await findVisibleProject(em, actor, projectId, { forUpdate: true });
      applyLifecycleEvent(project, { type: 'CLIENT_APPROVE' });
      project.completedAt = new Date();
      recordProjectEvent(em, { type: 'DesignApprovedByClient', projectId, actorId: actor.userId });
      return project;
    });
    this.lists.orderChanged(project);
    return projectDetail(this.em, actor, project, this.storage);
  }
}
