import { raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Account } from './account.entity.js';
import type { Role } from '../contracts/roles.js';
import type { MemberRole } from '../contracts/team.js';
import type { Membership } from '../common/auth/actor.js';
import type { AccessTokenClaims } from './token.service.js';

interface AccountState {
  session_version: number;
  mfa_enabled: boolean;
  status: string;
  role: Role | null;
  client_id: string | null;
  member_role: MemberRole | null;
}

/** A session that counts, with the company its account belongs to (a client's member) now. */
export interface Session {
  check: SessionCheck;
  membership: Membership | null;
}

/**
 * What a token's session is worth now: it counts; it ended; or it counts but belongs to an admin
 * without a second factor, who may only set one up (docs/security.md "Second factor").
 */
export type SessionCheck = 'valid' | 'ended' | 'second-factor-missing';

/**
 * Whether an access token still counts, asked of Postgres on every request: the account exists, is
 * active, still has the token's role and has not ended its sessions since the token was issued.
 * One primary-key lookup, and every API replica sees the same answer the moment a transaction
 * commits: no per-process cache, no broadcast to miss.
 */
@Injectable()
export class AccessTokens {
  constructor(private readonly em: EntityManager) {}

  async check(claims: AccessTokenClaims): Promise<SessionCheck> {
    return (await this.session(claims)).check;
  }

  /**
   * The check and, in the same lookup, the account's company and role there: a changed role counts
   * from the next request on, on every replica.
   */
  async session(claims: AccessTokenClaims): Promise<Session> {
    const rows = await this.em.getConnection().execute<AccountState[]>(
      `select a.session_version, a.mfa_enabled, p.status, r.role, m.client_id, m.role as member_role
         from account a
         join profile p on p.id = a.id
         left join user_role r on r.user_id = a.id
         left join client_member m on m.user_id = a.id
        where a.id = ?`,
      [claims.sub],
    );
    const state = rows[0];
    const counts =
      state !== undefined &&
      state.status === 'active' &&
      state.session_version === claims.sv &&
      (state.role ?? null) === claims.role;
    if (!counts) return { check: 'ended', membership: null };
    const membership =
      state.role === 'client' && state.client_id && state.member_role
        ? { clientId: state.client_id, role: state.member_role }
        : null;
    return { check: state.role === 'admin' && !state.mfa_enabled ? 'second-factor-missing' : 'valid', membership };
  }

  /**
   * The session counts with all its rights: for the cookies of the queue dashboard and the event
   * stream, and the admin details of the health check (an admin without a second factor gets none).
   */
  async stillValid(claims: AccessTokenClaims): Promise<boolean> {
    return (await this.check(claims)) === 'valid';
  }

  /**
   * Ends every access token of the account issued so far. Atomic in SQL, so two concurrent calls
   * raise the version twice; runs inside the caller's transaction when there is one.
   */
  async endAll(em: EntityManager, accountId: string): Promise<void> {
    await em.nativeUpdate(Account, { id: accountId }, { sessionVersion: raw('session_version + 1') });
  }
}
