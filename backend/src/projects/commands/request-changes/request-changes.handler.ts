import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordProjectEvent } from '../../../outbox/domain-events.js';
import { FileStorage } from '../../../storage/file-storage.js';
import { Comment } from '../../comment.entity.js';
import { withdrawFinalDesigns } from '../../final-designs.js';
import { applyLifecycleEvent } from '../../lifecycle.js';
import { OrderFiles } from '../../order-files.js';
import { findVisibleProject } from '../../project-access.js';
import { ProjectListCache } from '../../project-list-cache.js';
import { PROJECT_TEXTS } from '../../project-texts.js';
import { projectDetail } from '../../project.views.js';
import { RequestChangesCommand } from './request-changes.command.js';

@CommandHandler(RequestChangesCommand)
export class RequestChangesHandler implements ICommandHandler<RequestChangesCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly files: OrderFiles,
    private readonly lists: ProjectListCache,
    private readonly storage: FileStorage,
  ) {}

  async execute({ actor, projectId, feedback }: RequestChangesCommand) {
    const { project, removedKeys } = await this.em.transactional(async (em) => {
      const project = await findVisibleProject(em, actor, projectId, { forUpdate: true });
      applyLifecycleEvent(project, { type: 'REQUEST_CHANGES', feedback });
      const text = feedback.trim();
      project.reviewCount += 1;
      const removedKeys = await withdrawFinalDesigns(em, project);
      em.create(Comment, { project, author: actor.userId, message: PROJECT_TEXTS.clientFeedbackComment(text) });
      recordProjectEvent(em, {
        type: 'ChangesRequested',
        projectId,
        actorId: actor.userId,
        data: { feedback: text, reviewCount: project.reviewCount },
      });
      return { project, removedKeys };
    });
    await this.files.removeKeys(removedKeys);
    this.lists.orderChanged(project);
    return projectDetail(this.em, actor, project, this.storage);
  }
}
