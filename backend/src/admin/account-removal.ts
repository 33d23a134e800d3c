import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Account, AccountSessions, ClientMember, Profile, SecondFactors, UserRole } from '../accounts/index.js';
import { Branding, ClientDesigner, lockClient } from '../clients/index.js';
import { Actor } from '../common/auth/actor.js';
import { Clock } from '../common/clock.js';
import { statusesWhere } from '../contracts/projects.js';
import { Notification } from '../notifications/index.js';
import { Project, runLifecycleStep, storedFilesOfClient } from '../projects/index.js';
import { FileStorage } from '../storage/index.js';

/** Open orders with a designer on them: the ones a leaving designer hands back. */
const OPEN_WITH_DESIGNER = statusesWhere((meaning) => meaning.hasDesigner && !meaning.final);

/**
 * Deletes an account by the deletion policy (docs/decisions.md):
 * - a client company goes through its erasure, at once (privacy's executor, asked for by
 *   EraseCompanyNowCommand): its people, files, brand and posts go, its orders stay only as
 *   anonymous counts, an audit record is written;
 * - any other client account (or one without a role) goes with everything that is its own
 *   (removeWithData);
 * - a designer or an admin stays as a nameplate (`deleted_at`, no e-mail, password, role or session),
 *   so completed orders, comments, reviews and timelines keep a readable name; a designer's open
 *   orders go back to waiting for a designer (DESIGNER_UNASSIGNED, sent by the deleting admin) and
 *   its client links go, so the admin's next link moves them on.
 * The steps of a deletion (commands/delete-user/delete-user.handler.ts runs them in one
 * transaction; files leave the disk only after it committed), and a designer's release, which a
 * role change takes too.
 */
@Injectable()
export class AccountRemoval {
  private readonly logger = new Logger(AccountRemoval.name);

  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly sessions: AccountSessions,
    private readonly factors: SecondFactors,
    private readonly clock: Clock,
  ) {}

  /** Deletes the account row; its orders, files' rows, branding and the rest go by cascade. Returns the storage keys. */
  async removeWithData(em: EntityManager, account: Account): Promise<string[]> {
    // The orders' files and their stored approval records: the projects context's to name.
    const attachments = await storedFilesOfClient(em, account.id);
    const branding = await em.findOne(Branding, { client: account.id }, { fields: ['logo'] });
    // A company's people go with it: an account invited into it is nobody's client of its own, and
    // would be left signed in to a company that is gone (docs/decisions.md "A company is one client").
    const members = await em.find(
      ClientMember,
      { client: account.id, user: { $ne: account.id } },
      { fields: ['user'] },
    );
    const people = [account.id, ...members.map((member) => member.user.id)];
    // Every replica drops its copy of their standing before the rows go (issue 40).
    for (const person of people) await this.sessions.changing(person);
    await em.nativeDelete(Account, { id: people });
    return [...attachments, ...(branding?.logo ? [branding.logo] : [])];
  }

  /**
   * Keeps the row as a nameplate: the e-mail freed, no password, no second factor, no role, no
   * session; a designer's open orders wait for a designer again.
   */
  async retire(em: EntityManager, account: Account, admin: Actor): Promise<void> {
    await this.releaseDesigner(em, account.id, admin);
    await em.nativeDelete(UserRole, { user: account.id });
    await em.nativeDelete(Notification, { user: account.id });
    await em.nativeUpdate(Profile, { account: account.id }, { status: 'inactive' });
    account.email = `deleted-${account.id}@deleted.invalid`;
    account.passwordHash = '!deleted';
    account.deletedAt = new Date();
    await this.factors.removeAll(em, account.id);
    await this.sessions.endAll(em, account.id);
    await em.flush();
  }

  /**
   * A designer leaves (deleted, or no longer a designer): each of its open orders goes back to
   * waiting for a designer through the machine (DESIGNER_UNASSIGNED, sent by the admin, on the
   * timeline), the version it had submitted is withdrawn (kept, no longer current), and its client
   * links go, so the admin's next link moves the orders on.
   */
  async releaseDesigner(em: EntityManager, designerId: string, admin: Actor): Promise<void> {
    const openOrders = await em.find(
      Project,
      { designer: designerId, status: { $in: OPEN_WITH_DESIGNER } },
      { fields: ['id', 'client'] },
    );
    const linked = await em.find(ClientDesigner, { designer: designerId }, { fields: ['client'] });
    // Clients first, in one order (creating an order and linking take the same lock), then their orders.
    const clientIds = [
      ...new Set([...openOrders.map((project) => project.client.id), ...linked.map((link) => link.client.id)]),
    ].sort();
    for (const clientId of clientIds) await lockClient(em, clientId);
    for (const { id } of openOrders) {
      await runLifecycleStep(
        em,
        admin,
        id,
        {
          // Under the order's row lock: an order another designer took meanwhile stays with it.
          event: async (_em, order) => (order.designerId === designerId ? { type: 'DESIGNER_UNASSIGNED' } : null),
          recorded: ({ version, stage }) => ({
            previousDesignerId: designerId,
            ...(version ? { version: version.number } : {}),
            ...stage,
          }),
          actorId: admin.userId,
        },
        this.clock.now(),
      );
    }
    await em.nativeDelete(ClientDesigner, { designer: designerId });
  }

  /** Files of rows that are gone for good (after the commit); a file that will not go is logged, not fatal. */
  async removeFiles(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map((key) =>
        this.storage
          .remove(key)
          .catch((error: unknown) => this.logger.warn(`could not remove file ${key}: ${String(error)}`)),
      ),
    );
  }
}
