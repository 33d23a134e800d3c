import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Account } from '../accounts/index.js';
import type { Actor } from '../common/auth/actor.js';
import { Clock } from '../common/clock.js';
import { AppError, MESSAGES } from '../common/errors/app-error.js';
import { isUuid } from '../common/uuid.js';
import { PRIVACY_TEXTS } from '../contracts/privacy.js';
import type { ErasureScheduled, PendingErasure } from '../contracts/privacy-answers.js';
import { recordDomainEvent } from '../outbox/index.js';
import { confirmsCompany, erasureDueAt } from './domain/privacy-terms.js';
import { ErasureExecutor } from './erasure-executor.js';
import { ErasureRequest } from './erasure-request.entity.js';
import { assertOwnerAccess } from './privacy-access.js';

/** How many due erasures one scan runs (the next scan takes the rest). */
const ERASURES_PER_SCAN = 20;

/**
 * A company's erasure with 30 days of grace (issue 41): an owner asks (typing the company's name),
 * every member is mailed (ErasureScheduled), an owner or an admin may cancel until it starts; the
 * privacy scan runs it once due, an admin may run it at once. The executor is erasure-executor.ts.
 */
@Injectable()
export class Erasures {
  private readonly logger = new Logger(Erasures.name);

  constructor(
    private readonly em: EntityManager,
    private readonly executor: ErasureExecutor,
    private readonly clock: Clock,
  ) {}

  /** Schedules the erasure (or answers the one already scheduled): 400 when `confirm` is not the company's name. */
  async schedule(actor: Actor, clientId: string, confirm: string): Promise<ErasureScheduled> {
    return this.em.fork().transactional(async (em) => {
      await assertOwnerAccess(em, actor, clientId, { admin: false });
      const company = await em.findOneOrFail(Account, clientId, { fields: ['name'] });
      if (!confirmsCompany(confirm, company.name))
        throw AppError.validation(PRIVACY_TEXTS.confirmMismatch, [
          { field: 'confirm', message: PRIVACY_TEXTS.confirmMismatch },
        ]);
      const now = this.clock.now();
      const scheduledFor = erasureDueAt(now);
      // One request per company: a second ask at the same moment finds the first (the primary key decides).
      const inserted = await em.getConnection().execute<{ scheduled_for: Date }[]>(
        `insert into erasure_request (client_id, requested_by_id, requested_at, scheduled_for) values (?, ?, ?, ?)
           on conflict (client_id) do nothing returning scheduled_for`,
        [clientId, actor.userId, now, scheduledFor],
        'all',
        em.getTransactionContext(),
      );
      if (!inserted.length) {
        const existing = await em.findOneOrFail(ErasureRequest, clientId);
        return { scheduledFor: existing.scheduledFor.toISOString() };
      }
      recordDomainEvent(
        em,
        'ErasureScheduled',
        { clientId, scheduledFor: scheduledFor.toISOString() },
        { actorId: actor.userId, at: now },
      );
      await em.flush();
      return { scheduledFor: scheduledFor.toISOString() };
    });
  }

  /** Cancels a scheduled erasure: 404 when none is, 409 once it started. */
  async cancel(actor: Actor, clientId: string): Promise<void> {
    const em = this.em.fork();
    await assertOwnerAccess(em, actor, clientId, { admin: true });
    const request = await em.findOne(ErasureRequest, clientId);
    if (!request) throw AppError.notFound(PRIVACY_TEXTS.erasureNotScheduled);
    const removed = await em.nativeDelete(ErasureRequest, { clientId, startedAt: null });
    if (!removed) throw AppError.conflict('INVALID_TRANSITION', PRIVACY_TEXTS.erasureRunning);
  }

  /** GET /api/admin/erasures: the pending erasures, soonest first. */
  async pending(): Promise<PendingErasure[]> {
    const em = this.em.fork();
    const requests = await em.find(ErasureRequest, {}, { orderBy: { scheduledFor: 'asc', clientId: 'asc' } });
    const ids = [...new Set(requests.flatMap((request) => [request.clientId, request.requestedById]))];
    const accounts = ids.length ? await em.find(Account, { id: { $in: ids } }, { fields: ['name'] }) : [];
    const names = new Map(accounts.map((account) => [account.id, account.name]));
    return requests.map((request) => ({
      clientId: request.clientId,
      companyName: names.get(request.clientId) ?? '',
      requestedBy: names.has(request.requestedById)
        ? { id: request.requestedById, name: names.get(request.requestedById)! }
        : null,
      requestedAt: request.requestedAt.toISOString(),
      scheduledFor: request.scheduledFor.toISOString(),
      started: request.startedAt !== null,
    }));
  }

  /** An admin's «Jetzt löschen»: 404 when no erasure of the company is pending. */
  async executeNow(actor: Actor, clientId: string): Promise<void> {
    if (!isUuid(clientId)) throw AppError.notFound(MESSAGES.clientNotFound);
    const request = await this.em.fork().findOne(ErasureRequest, clientId);
    if (!request) throw AppError.notFound(PRIVACY_TEXTS.erasureNotScheduled);
    await this.executor.execute(clientId, actor.userId);
  }

  /** The scan: every erasure that is due or was begun, one after the other; one that fails waits for the next scan. */
  async runDue(): Promise<{ erased: number; failed: number }> {
    const due = await this.em
      .fork()
      .find(
        ErasureRequest,
        { $or: [{ scheduledFor: { $lte: this.clock.now() } }, { startedAt: { $ne: null } }] },
        { orderBy: { scheduledFor: 'asc' }, limit: ERASURES_PER_SCAN },
      );
    let erased = 0;
    let failed = 0;
    for (const request of due) {
      try {
        if (await this.executor.execute(request.clientId, null)) erased += 1;
      } catch (error) {
        failed += 1;
        this.logger.error(
          `erasure of ${request.clientId} failed, the next scan goes on: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return { erased, failed };
  }
}
