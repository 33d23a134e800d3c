import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  Account,
  AccountRegistry,
  AccountSessions,
  ClientMember,
  membershipsOf,
  Profile,
  type Membership,
} from '../accounts/index.js';
import { lockClient } from '../clients/index.js';
import type { Actor } from '../common/auth/actor.js';
import { AppError } from '../common/errors/app-error.js';
import { isUuid } from '../common/uuid.js';
import { TEAM_LIMITS, TEAM_TEXTS, type ApprovalRule, type MemberRole } from '../contracts/team.js';
import type { ApprovalRuleBody } from '../contracts/team-requests.js';
import type { Member, MyClient } from '../contracts/team-answers.js';
import { approvalRuleOf, setApprovalRule } from './approval-rule.js';
import { assertTeamAccess } from './team-access.js';

const memberOf = (row: Membership): Member => ({
  userId: row.userId,
  name: row.name,
  email: row.email,
  role: row.role,
  status: row.joinedAt ? 'active' : 'invited',
  invitedAt: new Date(row.invitedAt).toISOString(),
  joinedAt: row.joinedAt ? new Date(row.joinedAt).toISOString() : null,
});

const memberNotFound = () => AppError.notFound(TEAM_TEXTS.memberNotFound);

/**
 * A client company's members: who belongs, with which role. Every change takes the company's lock
 * first (clients/client-lock.ts), so two owners demoting each other at once leave one owner.
 */
@Injectable()
export class TeamMembers {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: AccountRegistry,
    private readonly sessions: AccountSessions,
  ) {}

  async list(actor: Actor, clientId: string): Promise<Member[]> {
    const em = this.em.fork();
    await assertTeamAccess(em, actor, clientId, { change: false });
    return (await this.rows(em, clientId)).map(memberOf);
  }

  /** A new account in the company with its role; the welcome mail with its set-password link goes out. */
  async invite(
    actor: Actor,
    clientId: string,
    invitation: { name: string; email: string; role: MemberRole },
  ): Promise<Member> {
    const em = this.em.fork();
    await assertTeamAccess(em, actor, clientId, { change: true });
    if (await em.count(Account, { email: Account.normalizeEmail(invitation.email) }))
      throw AppError.conflict('EMAIL_TAKEN', TEAM_TEXTS.emailTaken);
    if ((await em.count(ClientMember, { client: clientId })) >= TEAM_LIMITS.members)
      throw AppError.validation(TEAM_TEXTS.teamFull);
    try {
      // Nobody knows this password: the member chooses its own through the link in the mail.
      const { id } = await this.accounts.create(
        {
          ...invitation,
          password: randomBytes(32).toString('base64url'),
          role: 'client',
          membership: { clientId, role: invitation.role, invitedBy: actor.userId },
        },
        { byAdmin: true, actorId: actor.userId },
      );
      return await this.one(em, clientId, id);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw AppError.conflict('EMAIL_TAKEN', TEAM_TEXTS.emailTaken);
      throw error;
    }
  }

  /** A member's new role; the company keeps at least one owner. Counts from the member's next request. */
  async changeRole(actor: Actor, clientId: string, userId: string, role: MemberRole): Promise<Member> {
    await this.em.transactional(async (em) => {
      await assertTeamAccess(em, actor, clientId, { change: true });
      await lockClient(em, clientId);
      const member = await this.member(em, clientId, userId);
      if (member.role === 'owner' && role !== 'owner') await this.assertAnotherOwner(em, clientId);
      member.role = role;
      await this.sessions.changing(userId);
      await em.flush();
    });
    return this.one(this.em.fork(), clientId, userId);
  }

  /**
   * Takes a member out of the company: its sessions end at once. An account invited into the
   * company is deactivated with it; the account the company was founded with stays (every
   * client-owned row names it) but acts for no company any more.
   */
  async remove(actor: Actor, clientId: string, userId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      await assertTeamAccess(em, actor, clientId, { change: true });
      await lockClient(em, clientId);
      const member = await this.member(em, clientId, userId);
      if (member.role === 'owner') await this.assertAnotherOwner(em, clientId);
      em.remove(member);
      if (userId !== clientId) await em.nativeUpdate(Profile, { account: userId }, { status: 'inactive' });
      await this.sessions.endAll(em, userId);
      await em.flush();
    });
  }

  async rule(actor: Actor, clientId: string): Promise<ApprovalRuleBody> {
    const em = this.em.fork();
    await assertTeamAccess(em, actor, clientId, { change: false });
    return { rule: await approvalRuleOf(em, clientId) };
  }

  /** Counts from the next decision on; a member's approval already given stays recorded. */
  async setRule(actor: Actor, clientId: string, rule: ApprovalRule): Promise<ApprovalRuleBody> {
    const em = this.em.fork();
    await assertTeamAccess(em, actor, clientId, { change: true });
    await setApprovalRule(em, clientId, rule);
    return { rule };
  }

  /** GET /api/me/clients: the company the caller belongs to (none for staff). */
  async mine(actor: Actor): Promise<MyClient[]> {
    if (actor.role !== 'client' || !actor.membership) return [];
    const em = this.em.fork();
    const { clientId, role } = actor.membership;
    const company = await em.findOneOrFail(Account, clientId, { fields: ['name'] });
    return [{ clientId, name: company.name, role, rule: await approvalRuleOf(em, clientId) }];
  }

  private async member(em: EntityManager, clientId: string, userId: string): Promise<ClientMember> {
    if (!isUuid(userId)) throw memberNotFound();
    const member = await em.findOne(ClientMember, { user: userId, client: clientId });
    if (!member) throw memberNotFound();
    return member;
  }

  private async assertAnotherOwner(em: EntityManager, clientId: string): Promise<void> {
    const owners = await em.count(ClientMember, { client: clientId, role: 'owner' });
    if (owners <= 1) throw AppError.conflict('LAST_OWNER', TEAM_TEXTS.lastOwner);
  }

  /** The company's members, with their names, from the accounts context (which owns the memberships). */
  private rows(em: EntityManager, clientId: string, userId?: string): Promise<Membership[]> {
    return membershipsOf(em, [clientId], { userId });
  }

  private async one(em: EntityManager, clientId: string, userId: string): Promise<Member> {
    const [row] = await this.rows(em, clientId, userId);
    if (!row) throw memberNotFound();
    return memberOf(row);
  }
}
