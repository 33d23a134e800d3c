import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { ProjectDetail } from '../../../../contracts/project-answers.js';

/** The client approves the design: the order is completed. */
export class ClientApproveCommand extends Command<ProjectDetail> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
  ) {
    super();
  }
}
