import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../../common/errors/app-error.js';
import { adminReviewRow } from '../../review-rows.js';
import { STATUS_MEANINGS } from '../../../../contracts/projects.js';
import { LifecycleRunner } from '../../../lifecycle/lifecycle-runner.js';
import { PROJECT_TEXTS } from '../../../lifecycle/project-texts.js';
import { AdminApproveCommand } from './admin-approve.command.js';

@CommandHandler(AdminApproveCommand)
export class AdminApproveHandler implements ICommandHandler<AdminApproveCommand> {
  constructor(private readonly lifecycle: LifecycleRunner) {}

  execute({ actor, projectId, version }: AdminApproveCommand) {
    return this.lifecycle.run(actor, projectId, {
      // Under the order's row lock: a release of a version other than the one the admin looked at
      // is refused (an order no longer waiting is refused by the machine, also 409).
      event: async (_em, order) => {
        if (version !== null && STATUS_MEANINGS[order.status].waitingFor === 'adminReview') {
          const waiting = order.latest;
          if (waiting && waiting.number !== version)
            throw AppError.conflict('INVALID_TRANSITION', PROJECT_TEXTS.otherVersionWaiting(waiting.number));
        }
        return { type: 'ADMIN_APPROVE' };
      },
      alongside: (_em, { order, at }, write) =>
        write(adminReviewRow({ projectId: order.id, adminId: actor.userId, approved: true, feedback: null, at })),
    });
  }
}
