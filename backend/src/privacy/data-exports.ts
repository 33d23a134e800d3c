import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '../common/auth/actor.js';
import { Clock } from '../common/clock.js';
import { AppError } from '../common/errors/app-error.js';
import { isUuid } from '../common/uuid.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PRIVACY_TEXTS } from '../contracts/privacy.js';
import type { DataExport as DataExportAnswer, DataExportStarted } from '../contracts/privacy-answers.js';
import { recordDomainEvent } from '../outbox/index.js';
import { FileStorage } from '../storage/index.js';
import { DataExportLinks } from './data-export-links.js';
import { DataExport } from './data-export.entity.js';
import { DATA_EXPORT_LIFECYCLE, DOWNLOADABLE } from './domain/data-export-lifecycle.machine.js';
import { assertOwnerAccess } from './privacy-access.js';

/** How long a refused second export waits: a company's export takes a minute or a few. */
const EXPORT_RETRY_AFTER_SECONDS = 60;

/**
 * A company's data exports (issue 41): asked for by an owner or an admin, written by the `privacy`
 * worker (export-writer.ts), listed with their signed links while ready. One at a time per company:
 * the database's partial unique index on the preparing row decides, so two replicas asking at the
 * same moment make one export and one 429.
 */
@Injectable()
export class DataExports {
  private readonly links: DataExportLinks;

  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.links = new DataExportLinks(config.jwtSecret);
  }

  async request(actor: Actor, clientId: string): Promise<DataExportStarted> {
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

  /** The company's exports, newest first; a ready one with its signed link. */
  async list(actor: Actor, clientId: string): Promise<DataExportAnswer[]> {
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

  /** The ZIP behind a signed link (the link is the permission, as for a file): 403 for a bad or old link, 404 once gone. */
  async open(
    exportId: string,
    query: Record<string, unknown>,
  ): Promise<{ body: NodeJS.ReadableStream; bytes: number; fileName: string }> {
    if (!isUuid(exportId)) throw AppError.notFound(PRIVACY_TEXTS.exportNotFound);
    this.links.check(exportId, query, this.clock.now());
    const row = await this.em.fork().findOne(DataExport, { id: exportId, status: { $in: [...DOWNLOADABLE] } });
    if (!row?.storageKey) throw AppError.notFound(PRIVACY_TEXTS.exportNotFound);
    const day = row.createdAt.toISOString().slice(0, 10);
    return { body: this.storage.read(row.storageKey), bytes: row.bytes ?? 0, fileName: `daten-export-${day}.zip` };
  }
}
