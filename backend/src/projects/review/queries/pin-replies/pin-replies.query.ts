import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { PinReply as PinReplyAnswer } from '../../../../contracts/project-answers.js';

/** A pin's thread, oldest first, for whoever sees the pin. */
export class PinRepliesQuery extends Query<PinReplyAnswer[]> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly pinId: string,
  ) {
    super();
  }
}
