import { Command } from '@nestjs/cqrs';

/** The signed-in user sets a new password; every other session of the account ends. */
export class ChangePasswordCommand extends Command<void> {
  constructor(
    readonly accountId: string,
    readonly password: string,
    /** The caller's own refresh token, whose session stays signed in. */
    readonly currentRefreshToken: string | undefined,
  ) {
    super();
  }
}
