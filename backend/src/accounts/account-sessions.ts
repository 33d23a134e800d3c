import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AccessTokens } from './access-tokens.js';
import { PasswordSetupToken } from './password-setup-token.entity.js';
import { RefreshToken } from './refresh-token.entity.js';

/**
 * Ends every session of an account at once, inside the caller's transaction: its access tokens stop
 * counting (the session version), its refresh tokens are revoked, so no device renews, and its open
 * set-password links end. Used for a role change, a deactivation and a deletion.
 */
@Injectable()
export class AccountSessions {
  constructor(private readonly accessTokens: AccessTokens) {}

  async endAll(em: EntityManager, accountId: string): Promise<void> {
    await em.nativeUpdate(RefreshToken, { account: accountId, revokedAt: null }, { revokedAt: new Date() });
    await this.accessTokens.endAll(em, accountId);
    await PasswordSetupToken.endOpen(em, accountId);
  }

  /**
   * The account's standing changes in the caller's transaction without ending its sessions (a
   * member's new role in its company, a reactivation): every replica reads it from Postgres again.
   */
  changing(accountId: string): Promise<void> {
    return this.accessTokens.changing(accountId);
  }
}
