import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';

/** The caller opened the order's messages: its unread message notifications of the order are read. */
export class ReadMessagesCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
  ) {
    super();
  }
}
