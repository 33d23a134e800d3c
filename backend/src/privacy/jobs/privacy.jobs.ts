import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { OnJob, type JobOf } from '../../queues/index.js';
import { Erasures } from '../erasures.js';
import { ExportWriter } from '../export-writer.js';
import { Retention, type Purged } from '../retention.js';
import { scanPrivacy, writeDataExport } from './definitions.js';

/** The scan runs every 10 minutes; BullMQ's job scheduler keeps one schedule however many processes declare it. */
const EVERY_TEN_MINUTES = { every: 10 * 60_000 } as const;

/** The privacy worker's jobs: writing the exports, and the scan (erasures due, exports expired, retention). */
@Injectable()
export class PrivacyJobs implements OnApplicationBootstrap {
  constructor(
    private readonly writer: ExportWriter,
    private readonly erasures: Erasures,
    private readonly retention: Retention,
    @InjectQueue('privacy') private readonly queue: Queue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('privacy-scan', EVERY_TEN_MINUTES, {
      name: scanPrivacy.name,
      data: {} satisfies JobOf<typeof scanPrivacy>,
    });
  }

  /** Idempotent by the export's row: only a preparing export is written (a retry writes it again). */
  @OnJob(writeDataExport)
  async write({ exportId }: JobOf<typeof writeDataExport>, job: Job): Promise<{ bytes: number } | null> {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    return this.writer.write(exportId, { lastAttempt });
  }

  @OnJob(scanPrivacy)
  async scan(): Promise<{ erased: number; failed: number } & Purged> {
    const erasures = await this.erasures.runDue();
    const purged = await this.retention.purge();
    return { ...erasures, ...purged };
  }
}
