import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { DesignerAssignment } from '../../../contracts/admin-answers.js';

export type { DesignerAssignment };

/** An admin links a client to its one designer (or removes the link). */
export class AssignDesignerCommand extends Command<DesignerAssignment> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
    readonly designerId: string | null,
  ) {
    super();
  }
}
