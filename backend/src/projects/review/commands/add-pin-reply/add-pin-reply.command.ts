import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { PinReply as PinReplyAnswer } from '../../../../contracts/project-answers.js';

/** Whoever sees a pin answers in its thread; the people it names with `@Name` are told. */
export class AddPinReplyCommand extends Command<PinReplyAnswer> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly pinId: string,
    readonly message: string,
  ) {
    super();
  }
}
