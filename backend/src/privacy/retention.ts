import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DATA_EXPORT_STATUSES } from '../contracts/privacy.js';
import { SentMail } from '../mail/index.js';
import { purgeDeliveredEvents } from '../outbox/index.js';
import { GuestLink } from '../projects/index.js';
import { FileStorage } from '../storage/index.js';
import { DataExport } from './data-export.entity.js';
import { DATA_EXPORT_LIFECYCLE } from './domain/data-export-lifecycle.machine.js';
import { olderThan } from './domain/privacy-terms.js';

/** What one run of the retention purged, by kind. */
export interface Purged {
  expiredExports: number;
  dataExports: number;
  guestLinks: number;
  sentMails: number;
  deliveredEvents: number;
}

/** The exports that take nothing more (failed, expired): their rows go after the retention's days. */
const FINISHED = DATA_EXPORT_STATUSES.filter((status) => DATA_EXPORT_LIFECYCLE.isFinal(status));

/** How many expired exports one run removes the ZIPs of (the next run takes the rest). */
const EXPIRIES_PER_RUN = 200;

/**
 * Retention (docs/security.md "Retention"): what is kept only for a while goes after its days in
 * the configuration (RETENTION_*). Exports expire after their 7 days (the ZIP removed, the row
 * `expired`) and their rows go after RETENTION_DATA_EXPORT_DAYS more; guest links once expired or
 * revoked for RETENTION_GUEST_LINK_DAYS; the records of sent mails after RETENTION_SENT_MAIL_DAYS;
 * the outbox's delivered events after RETENTION_FINISHED_JOB_DAYS (BullMQ drops its finished jobs
 * after the same days by itself, queues.module.ts). Each step is one statement and may run again.
 */
@Injectable()
export class Retention {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async purge(): Promise<Purged> {
    const em = this.em.fork();
    const now = this.clock.now();
    const days = this.config.retention;
    const expiredExports = await this.expireExports(em, now);
    const dataExports = await em.nativeDelete(DataExport, {
      status: { $in: FINISHED },
      createdAt: { $lt: olderThan(now, days.dataExportDays) },
    });
    const guestLinks = await em.nativeDelete(GuestLink, {
      $or: [
        { expiresAt: { $lt: olderThan(now, days.guestLinkDays) } },
        { revokedAt: { $lt: olderThan(now, days.guestLinkDays) } },
      ],
    });
    const sentMails = await em.nativeDelete(SentMail, { sentAt: { $lt: olderThan(now, days.sentMailDays) } });
    const deliveredEvents = await purgeDeliveredEvents(em, olderThan(now, days.finishedJobDays));
    return { expiredExports, dataExports, guestLinks, sentMails, deliveredEvents };
  }

  /** Ready exports past their end: the ZIP removed first, then the row moved to expired (a rerun removes again). */
  private async expireExports(em: EntityManager, now: Date): Promise<number> {
    const { from, to } = DATA_EXPORT_LIFECYCLE.move('EXPIRED');
    const due = await em.find(
      DataExport,
      { status: { $in: from }, expiresAt: { $lte: now } },
      { limit: EXPIRIES_PER_RUN, orderBy: { expiresAt: 'asc' } },
    );
    for (const row of due) {
      if (row.storageKey) await this.storage.remove(row.storageKey);
      await em.nativeUpdate(DataExport, { id: row.id, status: { $in: from } }, { status: to, storageKey: null });
    }
    return due.length;
  }
}
