import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AccessTokens } from '../access-tokens.js';
import { RefreshToken } from '../refresh-token.entity.js';
import { MfaSignIn } from './mfa-sign-in.entity.js';

/**
 * Setting up, confirming or removing a factor ends every other session of the account, inside the
 * change's transaction: their refresh tokens are revoked and every access token stops counting (the
 * caller's own renews silently with its refresh cookie, as after a password change), and sign-ins
 * waiting for their second step die with them.
 */
@Injectable()
export class OtherSessions {
  constructor(private readonly accessTokens: AccessTokens) {}

  async end(em: EntityManager, accountId: string, keepSessionId: string | null): Promise<void> {
    await em.nativeUpdate(
      RefreshToken,
      { account: accountId, revokedAt: null, ...(keepSessionId ? { familyId: { $ne: keepSessionId } } : {}) },
      { revokedAt: new Date() },
    );
    await em.nativeDelete(MfaSignIn, { account: accountId });
    await this.accessTokens.endAll(em, accountId);
  }
}
