import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { AdminUser } from '../../../contracts/admin-answers.js';
import type { UpdateUserValues } from '../../../contracts/admin-requests.js';

/**
 * An admin renames an account, changes its role or (de)activates it. A role change or a
 * deactivation ends the account's sessions at once.
 */
export class UpdateUserCommand extends Command<AdminUser> {
  constructor(
    readonly caller: Actor,
    readonly accountId: string,
    readonly changes: UpdateUserValues,
    /** Only a client company (the clients' endpoints): anything else, a member's account too, is 404 «Kunde nicht gefunden». */
    readonly clientsOnly = false,
  ) {
    super();
  }
}
