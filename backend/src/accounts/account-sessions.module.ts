import { Module } from '@nestjs/common';
import { AccessTokens } from './access-tokens.js';
import { AccountSessions } from './account-sessions.js';
import { SessionStatesModule } from './session-states.module.js';

/**
 * Ending or changing an account's sessions (AccountSessions), without the sign-in's endpoints and
 * guards: for whoever changes an account's standing outside the API too (a worker's erasure).
 */
@Module({
  imports: [SessionStatesModule],
  providers: [AccessTokens, AccountSessions],
  exports: [AccessTokens, AccountSessions],
})
export class AccountSessionsModule {}
