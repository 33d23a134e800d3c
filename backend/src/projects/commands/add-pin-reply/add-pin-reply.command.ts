import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { PinReplyView } from '../../queries/pin-replies/pin-reply.view.js';

/** Whoever sees a pin answers in its thread; the people it names with `@Name` are told. */
export class AddPinReplyCommand extends Command<PinReplyView> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly pinId: string,
    readonly message: string,
  ) {
    super();
  }
}
