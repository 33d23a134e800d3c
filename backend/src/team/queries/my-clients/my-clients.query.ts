import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { MyClient } from '../../../contracts/team-answers.js';

/** The company the caller belongs to, with its role there. */
export class MyClientsQuery extends Query<MyClient[]> {
  constructor(readonly actor: Actor) {
    super();
  }
}
