import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';

/**
 * An admin removes another account's second factors (its owner lost app, recovery codes and
 * passkeys): the account signs in with its password alone again (an admin is led to set a factor up
 * at once), every session of it ends, and the reset is written to the audit record.
 */
export class ResetMfaCommand extends Command<void> {
  constructor(
    readonly caller: Actor,
    readonly accountId: string,
  ) {
    super();
  }
}
