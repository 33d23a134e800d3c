import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdminReview } from '../../admin-review.entity.js';
import { LifecycleCommands } from '../../lifecycle-commands.js';
import { AdminApproveCommand } from './admin-approve.command.js';

@CommandHandler(AdminApproveCommand)
export class AdminApproveHandler implements ICommandHandler<AdminApproveCommand> {
  constructor(private readonly lifecycle: LifecycleCommands) {}

  execute({ actor, projectId }: AdminApproveCommand) {
    return this.lifecycle.run(actor, projectId, {
      event: { type: 'ADMIN_APPROVE' },
      alongside: (em, project) => void em.create(AdminReview, { project, admin: actor.userId, approved: true, feedback: null }),
    });
  }
}
