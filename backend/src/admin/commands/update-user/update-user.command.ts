import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { AdminUser } from '../../../contracts/admin-answers.js';
import type { UpdateUserValues } from '../../../contracts/admin-requests.js';
import type { Role } from '../../../contracts/roles.js';

/**
 * An admin renames an account, changes its role or (de)activates it. A role change or a
 * deactivation ends the account's sessions at once.
 */
export class UpdateUserCommand extends Command<AdminUser> {
  constructor(
    readonly caller: Actor,
    readonly accountId: string,
    readonly changes: UpdateUserValues,
    /** Only accounts of this role (the clients' endpoints); others answer 404 with `notFound`. */
    readonly scope?: { role: Role; notFound: string },
  ) {
    super();
  }
}
