import { Command } from '@nestjs/cqrs';
import type { SignedUp } from '../../../contracts/account-answers.js';

/** A visitor registers; the new account is a client. */
export class SignUpCommand extends Command<SignedUp> {
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
