import { Command } from '@nestjs/cqrs';
import type { IssuedSession } from '../../session-issuer.js';

export class SignInCommand extends Command<IssuedSession> {
  constructor(
    readonly email: string,
    readonly password: string,
    /** The caller's address, for throttling. */
    readonly ip: string,
  ) {
    super();
  }
}
