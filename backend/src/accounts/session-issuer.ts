import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Account } from './account.entity.js';
import type { AuthUser } from '../contracts/account-answers.js';
import { roleOf, authUserOf } from './accounts-lookup.js';
import { RefreshToken } from './refresh-token.entity.js';
import { TokenService } from './token.service.js';

export interface IssuedSession {
  accessToken: string;
  expiresAt: string;
  user: AuthUser;
  /** For the httpOnly cookie only; never part of a response body. */
  refreshToken: { token: string; expiresAt: Date };
}

/** A refresh-token family: one sign-in and every token rotated from it. */
export interface SessionFamily {
  id: string;
  startedAt: Date;
}

/** Issues an access token and the next refresh token of a token family. */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
  ) {}

  /**
   * A new session (sign-in), or the next token of an existing family (refresh). The refresh token
   * never outlives the family's sign-in by more than the refresh lifetime, however often it rotates.
   */
  async issue(
    account: Account,
    family: SessionFamily = { id: randomUUID(), startedAt: new Date() },
  ): Promise<IssuedSession> {
    const role = await roleOf(this.em, account.id);
    const refresh = this.tokens.newRefreshToken(family.startedAt);
    this.em.create(RefreshToken, {
      account,
      familyId: family.id,
      sessionStartedAt: family.startedAt,
      tokenHash: refresh.hash,
      expiresAt: refresh.expiresAt,
    });
    await this.em.flush();
    const access = await this.tokens.issueAccessToken({
      sub: account.id,
      role,
      sv: account.sessionVersion,
      sid: family.id,
    });
    return {
      ...access,
      user: authUserOf(account, role),
      refreshToken: { token: refresh.token, expiresAt: refresh.expiresAt },
    };
  }
}
