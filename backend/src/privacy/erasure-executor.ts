import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Account, AccountSessions, ClientMember } from '../accounts/index.js';
import { AuditRecord } from '../admin/index.js';
import { Branding, lockClient } from '../clients/index.js';
import { Clock } from '../common/clock.js';
import { Notification } from '../notifications/index.js';
import { forgetEventsNaming } from '../outbox/index.js';
import { forgetClientProjects, storedFilesOfClient } from '../projects/index.js';
import { ScheduledPost } from '../publishing/index.js';
import { SocialAccount, SocialConnections, socialPictureKeys } from '../social/index.js';
import { FileStorage } from '../storage/index.js';
import { DataExport } from './data-export.entity.js';
import { ErasureRequest } from './erasure-request.entity.js';
import { exportKey } from './export-writer.js';

/** What an erasure removed: the audit record's «how much went». */
interface ErasureCounts {
  members: number;
  orders: number;
  messages: number;
  files: number;
  posts: number;
  socialAccounts: number;
  dataExports: number;
}

/** A name long enough to search the notifications' texts for without hitting other words. */
const NAME_MIN_LENGTH = 3;
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Executes a company's erasure (issue 41, docs/privacy.md), at the clock's scan or an admin's «Jetzt
 * löschen»: every stored object (files, approval records, the logo, the exports; local or bucket),
 * the social tokens (revoked at the network where its API allows), then in one transaction the
 * orders turned into anonymous counts (projects' forgetClientProjects), the outbox's and the
 * notifications' rows naming the company's people, the members' accounts and with them, by cascade,
 * everything else of the company (brand, posts, social accounts, month plans, plan requests,
 * subscriptions, sessions, mails' records); an audit_record stays: who asked, who executed, when,
 * how much went.
 *
 * Idempotent: the request row is claimed first (started_at) and stays until the transaction that
 * deletes the company commits, so a worker killed anywhere leaves it for the next run, which finds
 * what is still there and finishes (removing an object that is gone, or revoking a token twice, is
 * no error).
 */
@Injectable()
export class ErasureExecutor {
  private readonly logger = new Logger(ErasureExecutor.name);

  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly social: SocialConnections,
    private readonly sessions: AccountSessions,
    private readonly clock: Clock,
  ) {}

  /** Null when there is no erasure of the company (cancelled, or finished by another run). */
  async execute(clientId: string, executorId: string | null): Promise<ErasureCounts | null> {
    const em = this.em.fork();
    const started = await em.nativeUpdate(
      ErasureRequest,
      { clientId, startedAt: null },
      { startedAt: this.clock.now(), startedById: executorId },
    );
    const request = await em.findOne(ErasureRequest, clientId);
    if (!request) return null;
    if (!started) this.logger.log(`finishing the erasure of ${clientId} begun at ${request.startedAt?.toISOString()}`);

    // Outside the transaction, before the rows that name them go: a run that dies here finds them again.
    const objects = await this.storedObjects(em, clientId);
    for (const key of objects) await this.storage.remove(key);
    await this.social.revokeAllOf(clientId);

    return em.transactional(async (tx) => {
      await lockClient(tx, clientId);
      const still = await tx.findOne(ErasureRequest, clientId);
      if (!still) return null;
      const members = await tx.find(ClientMember, { client: clientId }, { fields: ['user'] });
      const people = [...new Set([clientId, ...members.map((member) => member.user.id)])];
      const accounts = await tx.find(Account, { id: { $in: people } }, { fields: ['name', 'email'] });
      const [posts, socialAccounts, dataExports] = await Promise.all([
        tx.count(ScheduledPost, { client: clientId }),
        tx.count(SocialAccount, { client: clientId }),
        tx.count(DataExport, { client: clientId }),
      ]);
      const { orders, messages } = await forgetClientProjects(tx, clientId);
      const names = accounts
        .flatMap((account) => [account.name, account.email])
        .filter((name) => name.length >= NAME_MIN_LENGTH);
      if (names.length)
        await tx.nativeDelete(Notification, {
          $or: names.map((name) => ({ message: { $like: `%${likeEscaped(name)}%` } })),
        });
      await forgetEventsNaming(tx, people);
      // Every replica drops its copy of the members' standing before the rows go (issue 40): a
      // member's access token is refused at the next request, not a minute later.
      for (const person of people) await this.sessions.changing(person);
      await tx.nativeDelete(Account, { id: { $in: people } });
      const counts: ErasureCounts = {
        members: people.length,
        orders,
        messages,
        files: objects.length,
        posts,
        socialAccounts,
        dataExports,
      };
      tx.create(AuditRecord, {
        actorId: still.startedById,
        action: 'company.erased',
        targetId: clientId,
        details: {
          requestedBy: still.requestedById,
          requestedAt: still.requestedAt.toISOString(),
          scheduledFor: still.scheduledFor.toISOString(),
          executedBy: still.startedById ?? 'clock',
          executedAt: this.clock.now().toISOString(),
          ...counts,
        },
      });
      await tx.flush();
      return counts;
    });
  }

  /** Every object the company has in the storage: its orders' files and records, its logo, its exports. */
  private async storedObjects(em: EntityManager, clientId: string): Promise<string[]> {
    const [files, branding, exports, pictures] = await Promise.all([
      storedFilesOfClient(em, clientId),
      em.findOne(Branding, { client: clientId }, { fields: ['logo'] }),
      em.find(DataExport, { client: clientId }, { fields: ['id'] }),
      socialPictureKeys(em, clientId),
    ]);
    return [
      ...files,
      ...(branding?.logo ? [branding.logo] : []),
      ...exports.map((row) => exportKey(clientId, row.id)),
      ...pictures,
    ];
  }
}
