import { Command } from '@nestjs/cqrs';

/** Ends the session the refresh token belongs to (its whole family). */
export class SignOutCommand extends Command<void> {
  constructor(readonly refreshToken: string | undefined) {
    super();
  }
}
