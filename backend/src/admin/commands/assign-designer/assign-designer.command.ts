import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';

export interface DesignerAssignment {
  clientId: string;
  designer: { id: string; name: string; email: string } | null;
  /** Orders that waited for a designer and now have one. */
  movedProjects: number;
  /** Open orders of another designer that moved to this one. */
  relinkedProjects: number;
}

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
