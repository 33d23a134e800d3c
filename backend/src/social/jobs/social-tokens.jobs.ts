import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { OnJob, type JobOf } from '../../queues/index.js';
import { renewTokens } from './definitions.js';
import { SocialConnections } from '../social-connections.js';

const HOURLY = { every: 60 * 60 * 1000 } as const;

/** The social accounts' tokens, renewed before they expire, and their owners warned in time. */
@Injectable()
export class SocialTokenJobs implements OnApplicationBootstrap {
  constructor(
    private readonly connections: SocialConnections,
    @InjectQueue('publishing') private readonly queue: Queue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('social-token-renewal', HOURLY, {
      name: renewTokens.name,
      data: {} satisfies JobOf<typeof renewTokens>,
    });
  }

  @OnJob(renewTokens)
  renew(): Promise<{ renewed: number; warned: number; refused: number }> {
    return this.connections.renewDue();
  }
}
