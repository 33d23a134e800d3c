import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Comment } from '../../comment.entity.js';
import { LifecycleCommands } from '../../lifecycle-commands.js';
import { PROJECT_TEXTS } from '../../project-texts.js';
import { RequestChangesCommand } from './request-changes.command.js';

@CommandHandler(RequestChangesCommand)
export class RequestChangesHandler implements ICommandHandler<RequestChangesCommand> {
  constructor(private readonly lifecycle: LifecycleCommands) {}

  execute({ actor, projectId, feedback }: RequestChangesCommand) {
    const text = feedback.trim();
    return this.lifecycle.run(actor, projectId, {
      event: { type: 'REQUEST_CHANGES', feedback },
      alongside: (em, project) => {
        em.create(Comment, { project, author: actor.userId, message: PROJECT_TEXTS.clientFeedbackComment(text) });
        return { feedback: text, reviewCount: project.reviewCount };
      },
    });
  }
}
