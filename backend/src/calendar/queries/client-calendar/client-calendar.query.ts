import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { Calendar } from '../../../contracts/calendar-answers.js';

/** A client's calendar between two Zurich days (both included), for its members, its linked designer and admins. */
export class ClientCalendarQuery extends Query<Calendar> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
    readonly from: string,
    readonly to: string,
  ) {
    super();
  }
}
