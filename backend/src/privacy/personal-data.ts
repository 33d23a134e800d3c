import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  Account,
  AccountSessions,
  ClientMember,
  CurrentPassword,
  Profile,
  RefreshToken,
  SecondFactors,
  UserRole,
} from '../accounts/index.js';
import { ClientDesigner, lockClient } from '../clients/index.js';
import type { Actor } from '../common/auth/actor.js';
import { Clock } from '../common/clock.js';
import { AppError } from '../common/errors/app-error.js';
import { statusesWhere } from '../contracts/projects.js';
import { FORMER_MEMBER_NAME, PRIVACY_TEXTS } from '../contracts/privacy.js';
import type { MyData } from '../contracts/privacy-answers.js';
import { MorningDigest, SentMail } from '../mail/index.js';
import { Notification } from '../notifications/index.js';
import { Comment, Pin, PinReply, Project } from '../projects/index.js';

/** A designer's orders still open: those a leaving designer would leave without anyone. */
const OPEN_WITH_DESIGNER = statusesWhere((meaning) => meaning.hasDesigner && !meaning.final);

/**
 * A person's own data (issue 41): what the product holds about the caller (GET /api/me/data), and
 * leaving for good (DELETE /api/me/account). The account stays as a nameplate without anything
 * personal: no e-mail, password, role, membership, session, second factor, notification or mail
 * record, its name «Ehemaliges Mitglied», so the messages it wrote stay readable in their threads
 * (a company's founding account keeps its name and role: it is the company's). docs/privacy.md.
 */
@Injectable()
export class PersonalData {
  constructor(
    private readonly em: EntityManager,
    private readonly password: CurrentPassword,
    private readonly sessions: AccountSessions,
    private readonly factors: SecondFactors,
    private readonly clock: Clock,
  ) {}

  async mine(actor: Actor): Promise<MyData> {
    const em = this.em.fork();
    const id = actor.userId;
    const account = await em.findOneOrFail(Account, { id, deletedAt: null });
    const [role, profile, memberships, tokens, comments, pins, replies, notifications] = await Promise.all([
      em.findOne(UserRole, { user: id }),
      em.findOne(Profile, { account: id }),
      em.find(ClientMember, { user: id }, { populate: ['client'] }),
      em.find(
        RefreshToken,
        { account: id, revokedAt: null, expiresAt: { $gt: this.clock.now() } },
        { orderBy: { createdAt: 'asc' } },
      ),
      em.find(Comment, { author: id }, { fields: ['project', 'message', 'createdAt'], orderBy: { createdAt: 'asc' } }),
      em.find(Pin, { author: id }, { fields: ['project', 'comment', 'createdAt'], orderBy: { createdAt: 'asc' } }),
      em.find(
        PinReply,
        { author: id },
        { populate: ['pin'], fields: ['message', 'createdAt', 'pin.project'], orderBy: { createdAt: 'asc' } },
      ),
      em.count(Notification, { user: id }),
    ]);
    // One session per sign-in (a token family): when it began, when it was last renewed, when it ends.
    const families = new Map<string, { startedAt: Date; lastRenewedAt: Date; expiresAt: Date }>();
    for (const token of tokens)
      families.set(token.familyId, {
        startedAt: token.sessionStartedAt,
        lastRenewedAt: token.createdAt,
        expiresAt: token.expiresAt,
      });
    return {
      profile: {
        id,
        name: account.name,
        email: account.email,
        role: role?.role ?? null,
        status: profile?.status ?? 'active',
        createdAt: account.createdAt.toISOString(),
        secondFactor: account.mfaEnabled,
      },
      memberships: memberships.map((member) => ({
        clientId: member.client.id,
        companyName: member.client.name,
        role: member.role,
        invitedAt: member.invitedAt.toISOString(),
      })),
      sessions: [...families.values()].map((session) => ({
        startedAt: session.startedAt.toISOString(),
        lastRenewedAt: session.lastRenewedAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
      })),
      messages: [
        ...comments.map((row) => ({
          kind: 'comment' as const,
          projectId: row.project.id,
          text: row.message,
          createdAt: row.createdAt.toISOString(),
        })),
        ...pins.map((row) => ({
          kind: 'pin' as const,
          projectId: row.project.id,
          text: row.comment,
          createdAt: row.createdAt.toISOString(),
        })),
        ...replies.map((row) => ({
          kind: 'reply' as const,
          projectId: row.pin.project.id,
          text: row.message,
          createdAt: row.createdAt.toISOString(),
        })),
      ].sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
      notifications,
    };
  }

  /**
   * Deletes the caller's account after the current password: 403 for an admin (another admin does
   * it), 409 LAST_OWNER for a company's last owner, 409 OPEN_ORDERS for a designer with open orders.
   */
  async deleteAccount(actor: Actor, currentPassword: string, ip: string): Promise<void> {
    if (actor.isAdmin) throw AppError.forbidden(PRIVACY_TEXTS.adminAccount);
    await this.password.assert({ accountId: actor.userId, password: currentPassword, ip });
    const id = actor.userId;
    await this.em.fork().transactional(async (em) => {
      const membership = await em.findOne(ClientMember, { user: id });
      if (membership) {
        // The company's lock: two owners leaving at once leave one.
        await lockClient(em, membership.client.id);
        if (
          membership.role === 'owner' &&
          (await em.count(ClientMember, { client: membership.client.id, role: 'owner' })) <= 1
        )
          throw AppError.conflict('LAST_OWNER', PRIVACY_TEXTS.lastOwner);
      }
      if (await em.count(Project, { designer: id, status: { $in: OPEN_WITH_DESIGNER } }))
        throw AppError.conflict('OPEN_ORDERS', PRIVACY_TEXTS.openOrders);
      const account = await em.findOneOrFail(Account, { id, deletedAt: null });
      // The account a company was founded with is the company (every row of it names that id, its
      // name is the company's): it keeps its name, role and state, and only loses the person.
      const founder = membership?.client.id === id;
      await em.nativeDelete(ClientMember, { user: id });
      await em.nativeDelete(ClientDesigner, { designer: id });
      await em.nativeDelete(Notification, { user: id });
      await em.nativeDelete(SentMail, { recipient: id });
      await em.nativeDelete(MorningDigest, { user: id });
      if (!founder) {
        await em.nativeDelete(UserRole, { user: id });
        await em.nativeUpdate(Profile, { account: id }, { status: 'inactive' });
        account.name = FORMER_MEMBER_NAME;
        account.deletedAt = this.clock.now();
      }
      account.email = `deleted-${id}@deleted.invalid`;
      account.passwordHash = '!deleted';
      account.mfaEnabled = false;
      await this.factors.removeAll(em, id);
      await this.sessions.endAll(em, id);
      await em.flush();
    });
  }
}
