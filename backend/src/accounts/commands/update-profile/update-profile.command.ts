import { Command } from '@nestjs/cqrs';
import type { MyProfile } from '../../../contracts/account-answers.js';
import type { PasswordProof } from '../../current-password.js';

export class UpdateProfileCommand extends Command<MyProfile> {
  constructor(
    /** The profile changed: the caller's own, or the client's an admin is viewing as. */
    readonly accountId: string,
    readonly changes: { name?: string; email?: string },
    /** Who is at the keyboard, and the current password it gives for an e-mail change. */
    readonly caller: PasswordProof,
  ) {
    super();
  }
}
