import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { MikroORM } from '@mikro-orm/postgresql';
import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import type { JobName, JobPayloads } from '../../backend/src/contracts/jobs.js';
import { RenewManualPeriods } from '../../backend/src/plans-billing/jobs/renew-manual-periods.js';
import type { JobHandlerSet } from './job-registry.js';

/** Cron: at midnight on the 1st of every month, Swiss time. */
const MONTHLY_RENEWAL = { pattern: '0 0 1 * *', tz: 'Europe/Zurich' } as const;

@Processor('quota')
export class QuotaProcessor extends WorkerHost implements JobHandlerSet, OnApplicationBootstrap {
  readonly handles: readonly JobName[] = ['quota.renew-manual-periods'];
  private readonly logger = new Logger(QuotaProcessor.name);

  constructor(
    // Read by @CreateRequestContext: one identity map per job.
    readonly orm: MikroORM,
    private readonly renewal: RenewManualPeriods,
    @InjectQueue('quota') private readonly queue: Queue,
  ) {
    super();
  }

  /** The repeatable job is set up at worker start; upserting it again is a no-op. */
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('monthly-renewal', MONTHLY_RENEWAL, {
      name: 'quota.renew-manual-periods',
      data: {} satisfies JobPayloads['quota.renew-manual-periods'],
    });
  }

  @CreateRequestContext()
  async process(job: Job<JobPayloads['quota.renew-manual-periods'], unknown, JobName>) {
    switch (job.name) {
      case 'quota.renew-manual-periods': {
        const result = await this.renewal.run();
        this.logger.log(`Renewed ${result.renewed} manual subscription periods`);
        return result;
      }
      default:
        throw new Error(`No handler for job ${String(job.name)}`);
    }
  }
}
