import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Account, ClientMember, Profile, RefreshToken, UserRole } from '../../accounts/index.js';
import type { Actor } from '../../common/auth/actor.js';
import { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { isUuid } from '../../common/uuid.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PRIVACY_TEXTS } from '../../contracts/privacy.js';
import type {
  CompanyErasure,
  DataExport as DataExportAnswer,
  MyData,
  PendingErasure,
} from '../../contracts/privacy-answers.js';
import { Notification } from '../../notifications/index.js';
import { Comment, Pin, PinReply } from '../../projects/index.js';
import { FileStorage } from '../../storage/index.js';
import { DataExportLinks } from '../data-export-links.js';
import { DataExport } from '../data-export.entity.js';
import { DOWNLOADABLE } from '../domain/data-export-lifecycle.machine.js';
import { ErasureRequest } from '../erasure-request.entity.js';
import { assertOwnerAccess } from '../privacy-access.js';

/** A company's data exports (its owners and admins). */
export class ListDataExportsQuery extends Query<DataExportAnswer[]> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
  ) {
    super();
  }
}

/** An export's ZIP, for the holder of its signed link. */
export class DownloadDataExportQuery extends Query<DataExportDownload> {
  constructor(
    readonly exportId: string,
    readonly link: Record<string, unknown>,
  ) {
    super();
  }
}

/** What the controller streams back: the ZIP, its size and its file name. */
export interface DataExportDownload {
  body: NodeJS.ReadableStream;
  bytes: number;
  fileName: string;
}

/** A company's pending erasure (its owners and admins). */
export class CompanyErasureQuery extends Query<CompanyErasure> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
  ) {
    super();
  }
}

/** The pending erasures (admins). */
export class ListErasuresQuery extends Query<PendingErasure[]> {}

/** What the product holds about the caller. */
export class MyDataQuery extends Query<MyData> {
  constructor(readonly actor: Actor) {
    super();
  }
}

/** The company's exports, newest first; a ready one with its signed link (7 days). */
@QueryHandler(ListDataExportsQuery)
export class ListDataExportsHandler implements IQueryHandler<ListDataExportsQuery> {
  private readonly links: DataExportLinks;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.links = new DataExportLinks(config.jwtSecret);
  }

  async execute({ actor, clientId }: ListDataExportsQuery): Promise<DataExportAnswer[]> {
    const em = this.em.fork();
    await assertOwnerAccess(em, actor, clientId, { admin: true });
    const rows = await em.find(DataExport, { client: clientId }, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      readyAt: row.readyAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      bytes: row.bytes ?? null,
      ...(DOWNLOADABLE.includes(row.status) && row.expiresAt
        ? { url: this.links.path({ exportId: row.id, expiresAt: row.expiresAt }) }
        : {}),
    }));
  }
}

/** The ZIP behind a signed link (the link is the permission, as for a file): 403 for a bad or old link, 404 once gone. */
@QueryHandler(DownloadDataExportQuery)
export class DownloadDataExportHandler implements IQueryHandler<DownloadDataExportQuery> {
  private readonly links: DataExportLinks;

  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.links = new DataExportLinks(config.jwtSecret);
  }

  async execute({ exportId, link }: DownloadDataExportQuery): Promise<DataExportDownload> {
    if (!isUuid(exportId)) throw AppError.notFound(PRIVACY_TEXTS.exportNotFound);
    this.links.check(exportId, link, this.clock.now());
    const row = await this.em.fork().findOne(DataExport, { id: exportId, status: { $in: [...DOWNLOADABLE] } });
    if (!row?.storageKey) throw AppError.notFound(PRIVACY_TEXTS.exportNotFound);
    const day = row.createdAt.toISOString().slice(0, 10);
    return { body: this.storage.read(row.storageKey), bytes: row.bytes ?? 0, fileName: `daten-export-${day}.zip` };
  }
}

/** GET /api/clients/:clientId/erasure: the company's pending erasure; 404 when none is scheduled. */
@QueryHandler(CompanyErasureQuery)
export class CompanyErasureHandler implements IQueryHandler<CompanyErasureQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, clientId }: CompanyErasureQuery): Promise<CompanyErasure> {
    const em = this.em.fork();
    await assertOwnerAccess(em, actor, clientId, { admin: true });
    const request = await em.findOne(ErasureRequest, clientId);
    if (!request) throw AppError.notFound(PRIVACY_TEXTS.erasureNotScheduled);
    return {
      scheduledFor: request.scheduledFor.toISOString(),
      requestedAt: request.requestedAt.toISOString(),
      started: request.startedAt !== null,
    };
  }
}

/** GET /api/admin/erasures: the pending erasures, soonest first. */
@QueryHandler(ListErasuresQuery)
export class ListErasuresHandler implements IQueryHandler<ListErasuresQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<PendingErasure[]> {
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
}

/** GET /api/me/data (issue 41): what the product holds about the caller. docs/privacy.md. */
@QueryHandler(MyDataQuery)
export class MyDataHandler implements IQueryHandler<MyDataQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ actor }: MyDataQuery): Promise<MyData> {
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
}
