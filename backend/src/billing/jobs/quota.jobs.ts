import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { RenewManualPeriods } from './renew-manual-periods.js';
import { OnJob, type JobOf } from '../../queues/index.js';
import { renewManualPeriods } from './definitions.js';

/** Cron: at midnight on the 1st of every month, Swiss time. */
const MONTHLY_RENEWAL = { pattern: '0 0 1 * *', tz: 'Europe/Zurich' } as const;

@Injectable()
export class QuotaJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger(QuotaJobs.name);

  constructor(
    private readonly renewal: RenewManualPeriods,
    @InjectQueue('quota') private readonly queue: Queue,
  ) {}

  /** The repeatable job is set up at worker start; upserting it again is a no-op. */
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('monthly-renewal', MONTHLY_RENEWAL, {
      name: renewManualPeriods.name,
      data: {} satisfies JobOf<typeof renewManualPeriods>,
    });
  }

  @OnJob(renewManualPeriods)
  async renew(): Promise<{ renewed: number; announced: number }> {
    const result = await this.renewal.run();
    this.logger.log(
      `Renewed ${result.renewed} manual subscription periods; ${result.announced} new monthly quotas announced`,
    );
    return result;
  }
}
