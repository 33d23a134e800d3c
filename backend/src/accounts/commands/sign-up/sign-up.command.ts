import { Command } from '@nestjs/cqrs';
import type { UserView } from '../../auth.dto.js';

/** A visitor registers; the new account is a client. */
export class SignUpCommand extends Command<{ user: UserView }> {
  constructor(
    readonly name: string,
    readonly email: string,
    readonly password: string,
    /** The caller's address, for the sign-ups-per-address limit. */
    readonly ip: string,
  ) {
    super();
  }
}
