import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { recordDomainEvent } from '../outbox/index.js';
import { FileStorage } from '../storage/index.js';
import { CompanyArchive } from './company-archive.js';
import { DataExportLinks } from './data-export-links.js';
import { DataExport } from './data-export.entity.js';
import { DATA_EXPORT_LIFECYCLE } from './domain/data-export-lifecycle.machine.js';
import { exportExpiresAt } from './domain/privacy-terms.js';

/** Where a company's export is stored. */
export const exportKey = (clientId: string, exportId: string) => `exports/${clientId}/${exportId}.zip`;

/**
 * Writes an asked-for export (the `privacy.export` job): the ZIP at its key, then, in one unit of
 * work, the row ready (through the machine, only from preparing) and DataExportReady for the owners'
 * mail. A worker killed on the way leaves the row preparing: the job's next attempt writes the ZIP
 * again over the same key. The last attempt that fails marks it failed and removes what was written.
 */
@Injectable()
export class ExportWriter {
  private readonly logger = new Logger(ExportWriter.name);
  private readonly links: DataExportLinks;

  constructor(
    private readonly em: EntityManager,
    private readonly archive: CompanyArchive,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.links = new DataExportLinks(config.jwtSecret);
  }

  async write(exportId: string, { lastAttempt }: { lastAttempt: boolean }): Promise<{ bytes: number } | null> {
    const em = this.em.fork();
    const row = await em.findOne(DataExport, exportId);
    if (!row || row.status !== DATA_EXPORT_LIFECYCLE.initial) return null;
    const clientId = row.client.id;
    const key = exportKey(clientId, exportId);
    try {
      const bytes = await this.archive.write(clientId, key, this.clock.now());
      const readyAt = this.clock.now();
      const expiresAt = exportExpiresAt(readyAt);
      const { from, to } = DATA_EXPORT_LIFECYCLE.move('WRITTEN');
      const moved = await em.transactional(async (tx) => {
        const updated = await tx.nativeUpdate(
          DataExport,
          { id: exportId, status: { $in: from } },
          { status: to, storageKey: key, bytes, readyAt, expiresAt },
        );
        if (updated)
          recordDomainEvent(
            tx,
            'DataExportReady',
            {
              exportId,
              clientId,
              expiresAt: expiresAt.toISOString(),
              path: this.links.path({ exportId, expiresAt }),
            },
            { actorId: row.requestedById },
          );
        await tx.flush();
        return updated;
      });
      // The export went meanwhile (its company erased): its ZIP must not outlive it. (Not when
      // another attempt of the same job made it ready first: that one's ZIP is this key.)
      if (!moved && !(await em.fork().findOne(DataExport, exportId))) await this.storage.remove(key);
      return { bytes };
    } catch (error) {
      this.logger.warn(`data export ${exportId} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!lastAttempt) throw error;
      const { from, to } = DATA_EXPORT_LIFECYCLE.move('FAILED');
      await em.nativeUpdate(
        DataExport,
        { id: exportId, status: { $in: from } },
        { status: to, error: error instanceof Error ? error.message.slice(0, 500) : 'failed' },
      );
      await this.storage.remove(key).catch(() => undefined);
      return null;
    }
  }
}
