import { Command } from '@nestjs/cqrs';

/**
 * Someone with the link of a welcome mail chooses the account's password: the token works once,
 * within seven days; every session of the account ends.
 */
export class SetPasswordCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly password: string,
  ) {
    super();
  }
}
