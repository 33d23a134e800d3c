import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { placePins } from '../../../lifecycle/design-version-store.js';
import { LifecycleRunner } from '../../../lifecycle/lifecycle-runner.js';
import { PROJECT_TEXTS } from '../../../lifecycle/project-texts.js';
import { adminReviewRow, commentRow } from '../../review-rows.js';
import { AdminRejectCommand } from './admin-reject.command.js';

@CommandHandler(AdminRejectCommand)
export class AdminRejectHandler implements ICommandHandler<AdminRejectCommand> {
  constructor(private readonly lifecycle: LifecycleRunner) {}

  /** Sent back with pins and a note, or either; both internal: the designer's and the admins'. */
  execute({ actor, projectId, feedback, pins }: AdminRejectCommand) {
    const text = feedback.trim();
    return this.lifecycle.run(actor, projectId, {
      event: { type: 'ADMIN_REJECT', feedback, pins: pins.length },
      alongside: async (em, { order, version, at }, write) => {
        const placed = await placePins(em, order.id, version, { id: actor.userId, role: 'admin' }, pins);
        const line = PROJECT_TEXTS.feedbackWithPins(text, placed.length, version?.number ?? 0);
        write(adminReviewRow({ projectId: order.id, adminId: actor.userId, approved: false, feedback: line, at }));
        write(
          commentRow({
            projectId: order.id,
            authorId: actor.userId,
            message: PROJECT_TEXTS.adminFeedbackComment(line),
            internal: true,
            at,
          }),
        );
        return { feedback: text, pins: placed.length };
      },
    });
  }
}
