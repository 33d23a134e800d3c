import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { Pin as PinAnswer } from '../../../../contracts/project-answers.js';
import type { NewPin } from '../../../../contracts/project-requests.js';

/** A member of the client's team who may comment (or a guest who may) places a pin on the version it reviews. */
export class PlacePinCommand extends Command<PinAnswer> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly pin: NewPin,
  ) {
    super();
  }
}
