import { MikroORM } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { ProjectEventMessage } from '../../backend/src/contracts/jobs.js';

const BATCH = 100;
const IDLE_MS = 250;
const BACKOFF_MS = 2000;

interface OutboxRow {
  id: string;
  payload: ProjectEventMessage;
}

/**
 * Publishes committed domain events from the outbox to BullMQ. Rows are claimed with
 * FOR UPDATE SKIP LOCKED (several relays share the work), added with the outbox id as job id (a
 * re-publish after a crash adds nothing), and marked sent in the same transaction. While Redis is
 * away the rows stay unsent and are retried: events are delayed, never lost.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;

  constructor(
    private readonly orm: MikroORM,
    @InjectQueue('notifications') private readonly notifications: Queue,
  ) {}

  onApplicationBootstrap(): void {
    this.running = true;
    this.loop = this.run();
  }

  async onApplicationShutdown(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /**
   * Publishes one batch; answers how many events left the outbox. When Redis refuses, the batch's
   * attempt is recorded (and committed), the rows stay unsent, and the error is thrown on.
   */
  async publishBatch(): Promise<number> {
    const em = this.orm.em.fork();
    const outcome = await em.transactional(async (tx) => {
      const connection = tx.getConnection();
      const context = tx.getTransactionContext();
      const rows = await connection.execute<OutboxRow[]>(
        `select id, payload from outbox_event where sent_at is null order by created_at limit ? for update skip locked`,
        [BATCH],
        'all',
        context,
      );
      if (!rows.length) return { published: 0 };
      const ids = rows.map((row) => row.id);
      const inIds = `id in (${ids.map(() => '?').join(', ')})`;
      try {
        await this.notifications.addBulk(
          rows.map((row) => ({ name: 'notifications.project-event', data: row.payload, opts: { jobId: row.id } })),
        );
      } catch (error) {
        await connection.execute(
          `update outbox_event set attempts = attempts + 1, last_error = ? where ${inIds}`,
          [String(error instanceof Error ? error.message : error).slice(0, 1000), ...ids],
          'run',
          context,
        );
        return { published: 0, error };
      }
      await connection.execute(`update outbox_event set sent_at = now() where ${inIds}`, ids, 'run', context);
      return { published: rows.length };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.published;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let published = 0;
      let pause = IDLE_MS;
      try {
        published = await this.publishBatch();
      } catch (error) {
        this.logger.warn(`Outbox not published, retrying: ${error instanceof Error ? error.message : String(error)}`);
        pause = BACKOFF_MS;
      }
      if (published === BATCH) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pause);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }
}
