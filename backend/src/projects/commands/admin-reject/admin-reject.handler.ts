import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdminReview } from '../../admin-review.entity.js';
import { Comment } from '../../comment.entity.js';
import { LifecycleCommands } from '../../lifecycle-commands.js';
import { PROJECT_TEXTS } from '../../project-texts.js';
import { AdminRejectCommand } from './admin-reject.command.js';

@CommandHandler(AdminRejectCommand)
export class AdminRejectHandler implements ICommandHandler<AdminRejectCommand> {
  constructor(private readonly lifecycle: LifecycleCommands) {}

  execute({ actor, projectId, feedback }: AdminRejectCommand) {
    const text = feedback.trim();
    return this.lifecycle.run(actor, projectId, {
      event: { type: 'ADMIN_REJECT', feedback },
      alongside: (em, project) => {
        em.create(AdminReview, { project, admin: actor.userId, approved: false, feedback: text });
        em.create(Comment, { project, author: actor.userId, message: PROJECT_TEXTS.adminFeedbackComment(text), internal: true });
        return { feedback: text };
      },
    });
  }
}
