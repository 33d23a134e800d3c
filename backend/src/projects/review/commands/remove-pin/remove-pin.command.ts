import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';

/** Takes back one's own pin of the running review round before it was sent. */
export class RemovePinCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly pinId: string,
  ) {
    super();
  }
}
