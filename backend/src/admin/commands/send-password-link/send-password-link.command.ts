import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';

/**
 * An admin sends an account a new link to set its password (the welcome mail again), for instance
 * when the first one expired or went to a wrong address. Every earlier link of the account ends at
 * once; the new one is made when the mail goes out.
 */
export class SendPasswordLinkCommand extends Command<void> {
  constructor(
    readonly caller: Actor,
    readonly accountId: string,
  ) {
    super();
  }
}
