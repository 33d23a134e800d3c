import { Query } from '@nestjs/cqrs';

/** How many of the account's notifications are unread. */
export class UnreadCountQuery extends Query<number> {
  constructor(readonly userId: string) {
    super();
  }
}
