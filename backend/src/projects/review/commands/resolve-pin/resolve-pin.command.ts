import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { Pin as PinAnswer } from '../../../../contracts/project-answers.js';

/** The designer ticks a pin of its checklist done (or not), optionally answering it. */
export class ResolvePinCommand extends Command<PinAnswer> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly pinId: string,
    readonly done: boolean,
    readonly answer: string | null,
  ) {
    super();
  }
}
