import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';

/** An owner or an admin takes a member out of the company; its sessions end. */
export class RemoveMemberCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
    readonly userId: string,
  ) {
    super();
  }
}
