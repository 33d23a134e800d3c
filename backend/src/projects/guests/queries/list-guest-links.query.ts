import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { GuestLink } from '../../../contracts/team-answers.js';

/** An order's guest links, newest first, never their tokens. */
export class ListGuestLinksQuery extends Query<GuestLink[]> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
  ) {
    super();
  }
}
