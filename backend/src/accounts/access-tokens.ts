import { raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Account } from './account.entity.js';
import type { Role } from '../contracts/roles.js';
import type { MemberRole } from '../contracts/team.js';
import type { Membership } from '../common/auth/actor.js';
import { SessionStates, type SessionEpoch } from './session-states.js';
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
 * Whether an access token still counts: the account exists, is active, still has the token's role
 * and has not ended its sessions since the token was issued. One primary-key lookup in Postgres, or
 * the process's copy of it when the request's Redis round trip says the copy still counts
 * (SessionStates: exact across replicas, every change announces itself before it commits).
 */
@Injectable()
export class AccessTokens {
  constructor(
    private readonly em: EntityManager,
    private readonly states: SessionStates<AccountState>,
  ) {}

  async check(claims: AccessTokenClaims): Promise<SessionCheck> {
    return (await this.session(claims)).check;
  }

  /**
   * The check and, in the same lookup, the account's company and role there: a changed role counts
   * from the next request on, on every replica. `seen`: what the request's Redis round trip saw
   * (RequestLimits.consumeAccount): the process's copy may answer; null: that round trip failed;
   * left out: Postgres answers.
   */
  async session(claims: AccessTokenClaims, seen?: SessionEpoch | null): Promise<Session> {
    let state = seen ? this.states.get(claims.sub, seen) : undefined;
    if (!state) {
      const rows = await this.em.getConnection().execute<AccountState[]>(
        `select a.session_version, a.mfa_enabled, p.status, r.role, m.client_id, m.role as member_role
           from account a
           join profile p on p.id = a.id
           left join user_role r on r.user_id = a.id
           left join client_member m on m.user_id = a.id
          where a.id = ?`,
        [claims.sub],
      );
      state = rows[0];
      // `seen` null: the request's Redis round trip failed, so no copy can be checked any more.
      if (seen === null) this.states.forgetAll();
      else if (seen && state) this.states.put(claims.sub, seen, state);
    }
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
    await this.changing(accountId);
    await em.nativeUpdate(Account, { id: accountId }, { sessionVersion: raw('session_version + 1') });
  }

  /**
   * The account's standing (status, role, membership, second factor) changes in the caller's
   * transaction: every replica reads it from Postgres again from now on. Call it inside the
   * transaction; it throws (and so rolls the change back) when Redis does not take the announcement.
   */
  changing(accountId: string): Promise<void> {
    return this.states.changing(accountId);
  }
}
