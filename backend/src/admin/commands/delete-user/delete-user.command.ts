import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { Role } from '../../../contracts/roles.js';

/** An admin deletes an account, by the deletion policy of its role (docs/decisions.md). */
export class DeleteUserCommand extends Command<void> {
  constructor(
    readonly caller: Actor,
    readonly accountId: string,
    /** Only accounts of this role (the clients' endpoint); others answer 404 with `notFound`. */
    readonly scope?: { role: Role; notFound: string },
  ) {
    super();
  }
}
