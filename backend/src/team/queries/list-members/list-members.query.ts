import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { Member } from '../../../contracts/team-answers.js';

/** The company's members (its members and admins read them). */
export class ListMembersQuery extends Query<Member[]> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
  ) {
    super();
  }
}
