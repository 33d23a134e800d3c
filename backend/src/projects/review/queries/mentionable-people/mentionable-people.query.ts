import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';
import type { MentionablePerson } from '../../../../contracts/project-answers.js';

/** Whom the caller may name with `@Name` on an order (in a pin's thread when `pinId` is given), itself aside. */
export class MentionablePeopleQuery extends Query<MentionablePerson[]> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly pinId: string | null,
  ) {
    super();
  }
}
