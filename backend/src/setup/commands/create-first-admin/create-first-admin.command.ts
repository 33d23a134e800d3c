import { Command } from '@nestjs/cqrs';
import type { SignedUp } from '../../../contracts/account-answers.js';

/** The first run: the installation has no admin yet, and the person opening it creates one. */
export class CreateFirstAdminCommand extends Command<SignedUp> {
  constructor(
    readonly name: string,
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}
