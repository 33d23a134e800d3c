import { Command } from '@nestjs/cqrs';
import type { AdminUser } from '../../../contracts/admin-answers.js';
import type { CreateUserValues } from '../../../contracts/admin-requests.js';

/** An admin creates an account with a role (without signing itself out, unlike the original). */
export class CreateUserCommand extends Command<AdminUser> {
  constructor(readonly user: CreateUserValues) {
    super();
  }
}
