import { Command } from '@nestjs/cqrs';

/** The caller has seen all its notifications. */
export class MarkAllNotificationsReadCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}
