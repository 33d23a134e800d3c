import { Command } from '@nestjs/cqrs';

/**
 * Ends the session the refresh token belongs to (its whole family), or, without the cookie (an API
 * client), the session of the access token (`Authorization: Bearer <token>`).
 */
export class SignOutCommand extends Command<void> {
  constructor(
    readonly refreshToken: string | undefined,
    readonly accessToken?: string,
  ) {
    super();
  }
}
