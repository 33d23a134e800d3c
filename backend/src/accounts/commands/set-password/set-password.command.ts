import { Command } from '@nestjs/cqrs';

/**
 * Someone with the link of a welcome mail chooses the account's password: the token works once,
 * within `PASSWORD_LINK_TTL_HOURS`, and only while the account is as it was when the link was made;
 * every session and every other link of the account end.
 */
export class SetPasswordCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly password: string,
  ) {
    super();
  }
}
