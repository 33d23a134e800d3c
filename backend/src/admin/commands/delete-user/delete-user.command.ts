import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';

/** An admin deletes an account, by the deletion policy of its role (docs/decisions.md). */
export class DeleteUserCommand extends Command<void> {
  constructor(
    readonly caller: Actor,
    readonly accountId: string,
    /** Only a client company (the clients' endpoints): anything else, a member's account too, is 404 «Kunde nicht gefunden». */
    readonly clientsOnly = false,
  ) {
    super();
  }
}
