import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { ProjectDetail } from '../../../../contracts/project-answers.js';

/** An admin passes the design on to the client; `version`, when given, is the one it looked at. */
export class AdminApproveCommand extends Command<ProjectDetail> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly version: number | null = null,
  ) {
    super();
  }
}
