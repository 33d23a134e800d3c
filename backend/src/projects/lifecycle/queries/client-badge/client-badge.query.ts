import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../common/auth/actor.js';

/** How many of the client's orders wait for its review (the badge of its "Meine Aufträge"). */
export class ClientBadgeQuery extends Query<{ count: number }> {
  constructor(readonly actor: Actor) {
    super();
  }
}
