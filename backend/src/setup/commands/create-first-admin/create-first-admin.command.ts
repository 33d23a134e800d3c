import { Command } from '@nestjs/cqrs';
import type { UserView } from '../../../accounts/index.js';

/** The first run: the installation has no admin yet, and the person opening it creates one. */
export class CreateFirstAdminCommand extends Command<{ user: UserView }> {
  constructor(
    readonly name: string,
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}
