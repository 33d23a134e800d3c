import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';

/** An owner, approver or admin ends a guest link at once. */
export class RevokeGuestLinkCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly linkId: string,
  ) {
    super();
  }
}
