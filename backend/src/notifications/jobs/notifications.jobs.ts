import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { DomainEventMessage } from '../../contracts/events.js';
import { deliveriesFor } from '../notification-rules.js';
import { LIVE_NOTIFICATIONS_CHANNEL, liveNotificationOf, NOTIFICATION_COLUMNS } from '../live-notifications.js';
import { MESSAGE_NOTIFICATION_TYPES } from '../../projects/index.js';
import { OnJob, REDIS } from '../../queues/index.js';
import { scheduleUnreadMessagesMail } from './message-mail.js';

type NotificationRow = Parameters<typeof liveNotificationOf>[0];

@Injectable()
export class NotificationJobs {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue('email') private readonly emailQueue: Queue,
  ) {}

  /**
   * Writes the in-app notifications an event calls for, keyed by the event id per recipient (a job
   * that runs twice writes each once), then announces them to the API processes for the open
   * streams. A retried job announces its rows again; the web app dedupes by id. A message's
   * recipients then have their bundled mail scheduled, for when it is still unread after a while.
   */
  @OnJob('notifications.deliver')
  async deliver(event: DomainEventMessage): Promise<{ notified: number }> {
    const { facts, deliveries } = await deliveriesFor(this.em, event);
    const inApp = deliveries.filter((delivery) => delivery.inApp);
    if (!inApp.length) return { notified: 0 };
    const connection = this.em.getConnection();
    const values = inApp.map(() => '(gen_random_uuid(), ?, ?, ?, ?, ?, ?, now())').join(', ');
    await connection.execute(
      `insert into notification (id, user_id, type, message, project_id, pin_id, source_event_id, created_at)
       values ${values}
       on conflict (source_event_id, user_id) do nothing`,
      inApp.flatMap((delivery) => [delivery.userId, delivery.inApp!.type, delivery.inApp!.message, facts.projectId, delivery.pinId ?? null, event.eventId]),
    );
    const rows = await connection.execute<NotificationRow[]>(`select ${NOTIFICATION_COLUMNS} from notification where source_event_id = ?`, [event.eventId]);
    if (rows.length) {
      const pipeline = this.redis.pipeline();
      for (const row of rows) pipeline.publish(LIVE_NOTIFICATIONS_CHANNEL, JSON.stringify(liveNotificationOf(row)));
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0]!;
    }
    const messageTypes: readonly string[] = MESSAGE_NOTIFICATION_TYPES;
    const projectId = facts.projectId;
    if (projectId) {
      for (const delivery of inApp.filter((d) => messageTypes.includes(d.inApp!.type))) {
        await scheduleUnreadMessagesMail(this.em, this.emailQueue, this.config.messageMailDelayMs, delivery.userId, projectId);
      }
    }
    return { notified: rows.length };
  }
}
