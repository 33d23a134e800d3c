import { Command } from '@nestjs/cqrs';
import type { PasswordProof } from '../../current-password.js';

/**
 * The signed-in user sets a new password, proving it knows the current one; every access token of
 * the account, every other session and every open set-password link end.
 */
export class ChangePasswordCommand extends Command<void> {
  constructor(
    /** The account, its current password and the caller's address. */
    readonly proof: PasswordProof,
    readonly password: string,
    /** The caller's own refresh token, whose session stays signed in. */
    readonly currentRefreshToken: string | undefined,
  ) {
    super();
  }
}
