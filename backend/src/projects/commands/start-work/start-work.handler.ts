import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordProjectEvent } from '../../../outbox/domain-events.js';
import { FileStorage } from '../../../storage/file-storage.js';
import { applyLifecycleEvent } from '../../lifecycle.js';
import { findVisibleProject } from '../../project-access.js';
import { ProjectListCache } from '../../project-list-cache.js';
import { projectDetail } from '../../project.views.js';
import { StartWorkCommand } from './start-work.command.js';

@CommandHandler(StartWorkCommand)
export class StartWorkHandler implements ICommandHandler<StartWorkCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly lists: ProjectListCache,
    private readonly storage: FileStorage,
  ) {}

  async execute({ actor, projectId }: StartWorkCommand) {
    const project = await this.em.transactional(async (em) => {
      const project = await findVisibleProject(em, actor, projectId, { forUpdate: true });
      applyLifecycleEvent(project, { type: 'START_WORK' });
      recordProjectEvent(em, { type: 'WorkStarted', projectId, actorId: actor.userId });
      return project;
    });
    this.lists.orderChanged(project);
    return projectDetail(this.em, actor, project, this.storage);
  }
}
