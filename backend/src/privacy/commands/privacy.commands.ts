import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  Account,
  AccountSessions,
  ClientMember,
  CurrentPassword,
  Profile,
  SecondFactors,
  UserRole,
} from '../../accounts/index.js';
import { EraseCompanyNowCommand } from '../../admin/index.js';
import { ClientDesigner, lockClient } from '../../clients/index.js';
import type { Actor } from '../../common/auth/actor.js';
import { Clock } from '../../common/clock.js';
import { AppError, MESSAGES } from '../../common/errors/app-error.js';
import { isUuid } from '../../common/uuid.js';
import { statusesWhere } from '../../contracts/projects.js';
import { FORMER_MEMBER_NAME, PRIVACY_TEXTS } from '../../contracts/privacy.js';
import type { DataExportStarted, ErasureScheduled } from '../../contracts/privacy-answers.js';
import { SentMail } from '../../mail/index.js';
import { MorningDigest, Notification } from '../../notifications/index.js';
import { recordDomainEvent } from '../../outbox/index.js';
import { Project } from '../../projects/index.js';
import { DataExport } from '../data-export.entity.js';
import { DATA_EXPORT_LIFECYCLE } from '../domain/data-export-lifecycle.machine.js';
import { confirmsCompany, erasureDueAt } from '../domain/privacy-terms.js';
import { ErasureExecutor } from '../erasure-executor.js';
import { ErasureRequest } from '../erasure-request.entity.js';
import { assertOwnerAccess } from '../privacy-access.js';

/** How long a refused second export waits: a company's export takes a minute or a few. */
const EXPORT_RETRY_AFTER_SECONDS = 60;

/** A designer's orders still open: those a leaving designer would leave without anyone. */
const OPEN_WITH_DESIGNER = statusesWhere((meaning) => meaning.hasDesigner && !meaning.final);

/** An owner or an admin asks for the company's data export. */
export class RequestDataExportCommand extends Command<DataExportStarted> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
  ) {
    super();
  }
}

/** An owner schedules the company's erasure, typing its name. */
export class ScheduleErasureCommand extends Command<ErasureScheduled> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
    readonly confirm: string,
  ) {
    super();
  }
}

/** An owner or an admin cancels a scheduled erasure. */
export class CancelErasureCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
  ) {
    super();
  }
}

/** An admin executes a pending erasure now. */
export class ExecuteErasureCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
  ) {
    super();
  }
}

/** A person deletes their own account. */
export class DeleteAccountCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly currentPassword: string,
    readonly ip: string,
  ) {
    super();
  }
}

/**
 * A company's data export (issue 41), written by the `privacy` worker (export-writer.ts). One at a
 * time per company: the database's partial unique index on the preparing row decides, so two
 * replicas asking at the same moment make one export and one 429.
 */
@CommandHandler(RequestDataExportCommand)
export class RequestDataExportHandler implements ICommandHandler<RequestDataExportCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, clientId }: RequestDataExportCommand): Promise<DataExportStarted> {
    const em = this.em.fork();
    await assertOwnerAccess(em, actor, clientId, { admin: true });
    const id = randomUUID();
    try {
      await em.transactional(async (tx) => {
        tx.create(DataExport, {
          id,
          client: clientId,
          requestedById: actor.accountId,
          status: DATA_EXPORT_LIFECYCLE.initial,
          createdAt: this.clock.now(),
        });
        recordDomainEvent(tx, 'DataExportRequested', { exportId: id, clientId }, { actorId: actor.accountId });
        await tx.flush();
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw AppError.rateLimited(PRIVACY_TEXTS.exportRunning, EXPORT_RETRY_AFTER_SECONDS);
      throw error;
    }
    return { id, status: DATA_EXPORT_LIFECYCLE.initial };
  }
}

/**
 * A company's erasure with 30 days of grace (issue 41): an owner asks (typing the company's name),
 * every member is mailed (ErasureScheduled); asking again answers the one already scheduled; 400
 * when `confirm` is not the company's name. The privacy scan runs it once due (erasures.ts).
 */
@CommandHandler(ScheduleErasureCommand)
export class ScheduleErasureHandler implements ICommandHandler<ScheduleErasureCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  execute({ actor, clientId, confirm }: ScheduleErasureCommand): Promise<ErasureScheduled> {
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
}

/** Cancels a scheduled erasure: 404 when none is, 409 once it started. */
@CommandHandler(CancelErasureCommand)
export class CancelErasureHandler implements ICommandHandler<CancelErasureCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, clientId }: CancelErasureCommand): Promise<void> {
    const em = this.em.fork();
    await assertOwnerAccess(em, actor, clientId, { admin: true });
    const request = await em.findOne(ErasureRequest, clientId);
    if (!request) throw AppError.notFound(PRIVACY_TEXTS.erasureNotScheduled);
    const removed = await em.nativeDelete(ErasureRequest, { clientId, startedAt: null });
    if (!removed) throw AppError.conflict('INVALID_TRANSITION', PRIVACY_TEXTS.erasureRunning);
  }
}

/** An admin's «Jetzt löschen»: 404 when no erasure of the company is pending. */
@CommandHandler(ExecuteErasureCommand)
export class ExecuteErasureHandler implements ICommandHandler<ExecuteErasureCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly executor: ErasureExecutor,
  ) {}

  async execute({ actor, clientId }: ExecuteErasureCommand): Promise<void> {
    if (!isUuid(clientId)) throw AppError.notFound(MESSAGES.clientNotFound);
    const request = await this.em.fork().findOne(ErasureRequest, clientId);
    if (!request) throw AppError.notFound(PRIVACY_TEXTS.erasureNotScheduled);
    await this.executor.execute(clientId, actor.userId);
  }
}

/**
 * An admin's «Kunde löschen» (the admin context's command): the company's erasure, due and claimed
 * by the admin in the statement that asks for it — an owner's pending request is taken as it was
 * asked (its requester kept) — so no cancel comes between; then the executor runs it, as the scan
 * and «Jetzt löschen» do. A run that dies half-way is finished by the next scan (it takes begun
 * erasures).
 */
@CommandHandler(EraseCompanyNowCommand)
export class EraseCompanyNowHandler implements ICommandHandler<EraseCompanyNowCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly executor: ErasureExecutor,
    private readonly clock: Clock,
  ) {}

  async execute({ adminId, clientId }: EraseCompanyNowCommand): Promise<void> {
    const now = this.clock.now();
    await this.em
      .fork()
      .getConnection()
      .execute(
        `insert into erasure_request (client_id, requested_by_id, requested_at, scheduled_for, started_at, started_by_id)
         values (?, ?, ?, ?, ?, ?)
         on conflict (client_id) do update
           set started_at = coalesce(erasure_request.started_at, excluded.started_at),
               started_by_id = case when erasure_request.started_at is null then excluded.started_by_id
                                    else erasure_request.started_by_id end`,
        [clientId, adminId, now, now, now, adminId],
      );
    await this.executor.execute(clientId, adminId);
  }
}

/**
 * Leaving for good (DELETE /api/me/account), after the current password: 403 for an admin (another
 * admin does it), 409 LAST_OWNER for a company's last owner, 409 OPEN_ORDERS for a designer with
 * open orders. The account stays as a nameplate without anything personal: no e-mail, password,
 * role, membership, session, second factor, notification or mail record, its name «Ehemaliges
 * Mitglied», so the messages it wrote stay readable in their threads (a company's founding account
 * keeps its name and role: it is the company's). docs/privacy.md.
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly password: CurrentPassword,
    private readonly sessions: AccountSessions,
    private readonly factors: SecondFactors,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, currentPassword, ip }: DeleteAccountCommand): Promise<void> {
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
      // Every replica drops its copy of the account's standing in this transaction (issue 40).
      await this.sessions.endAll(em, id);
      await em.flush();
    });
  }
}
