import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Comment } from '../../comment.entity.js';
import { placePins } from '../../design-version-store.js';
import { LifecycleCommands } from '../../lifecycle-commands.js';
import { PROJECT_TEXTS } from '../../project-texts.js';
import { RequestChangesCommand } from './request-changes.command.js';

@CommandHandler(RequestChangesCommand)
export class RequestChangesHandler implements ICommandHandler<RequestChangesCommand> {
  constructor(private readonly lifecycle: LifecycleCommands) {}

  /** Pins on the version under review and a general note, or either: one revision. */
  execute({ actor, projectId, feedback, pins }: RequestChangesCommand) {
    const text = feedback.trim();
    return this.lifecycle.run(actor, projectId, {
      event: { type: 'REQUEST_CHANGES', feedback, pins: pins.length },
      alongside: async (em, project, version) => {
        const placed = await placePins(em, project, version, { id: actor.userId, role: 'client' }, pins);
        const line = PROJECT_TEXTS.feedbackWithPins(text, placed.length, version?.number ?? 0);
        em.create(Comment, { project, author: actor.userId, message: PROJECT_TEXTS.clientFeedbackComment(line) });
        return { feedback: text, pins: placed.length, reviewCount: project.reviewCount };
      },
    });
  }
}
