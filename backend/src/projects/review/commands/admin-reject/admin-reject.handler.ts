import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdminReview } from '../../admin-review.entity.js';
import { Comment } from '../../comment.entity.js';
import { placePins } from '../../../lifecycle/design-version-store.js';
import { LifecycleCommands } from '../../../lifecycle/lifecycle-commands.js';
import { PROJECT_TEXTS } from '../../../lifecycle/project-texts.js';
import { AdminRejectCommand } from './admin-reject.command.js';

@CommandHandler(AdminRejectCommand)
export class AdminRejectHandler implements ICommandHandler<AdminRejectCommand> {
  constructor(private readonly lifecycle: LifecycleCommands) {}

  /** Sent back with pins and a note, or either; both internal: the designer's and the admins'. */
  execute({ actor, projectId, feedback, pins }: AdminRejectCommand) {
    const text = feedback.trim();
    return this.lifecycle.run(actor, projectId, {
      event: { type: 'ADMIN_REJECT', feedback, pins: pins.length },
      alongside: async (em, project, version) => {
        const placed = await placePins(em, project, version, { id: actor.userId, role: 'admin' }, pins);
        const line = PROJECT_TEXTS.feedbackWithPins(text, placed.length, version?.number ?? 0);
        em.create(AdminReview, { project, admin: actor.userId, approved: false, feedback: line });
        em.create(Comment, {
          project,
          author: actor.userId,
          message: PROJECT_TEXTS.adminFeedbackComment(line),
          internal: true,
        });
        return { feedback: text, pins: placed.length };
      },
    });
  }
}
