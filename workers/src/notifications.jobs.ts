import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { DomainEventMessage } from '../../backend/src/contracts/events.js';
import { LIVE_NOTIFICATIONS_CHANNEL, NOTIFICATION_COLUMNS, liveNotificationOf } from '../../backend/src/notifications/live-notifications.js';
import { deliveriesFor } from '../../backend/src/notifications/notification-rules.js';
import { OnJob } from '../../backend/src/queues/on-job.js';
import { REDIS } from '../../backend/src/queues/redis.provider.js';

type NotificationRow = Parameters<typeof liveNotificationOf>[0];

@Injectable()
export class NotificationJobs {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /**
   * Writes the in-app notifications an event calls for, keyed by the event id per recipient (a job
   * that runs twice writes each once), then announces them to the API processes for the open
   * streams. A retried job announces its rows again; the web app dedupes by id.
   */
  @OnJob('notifications.deliver')
  async deliver(event: DomainEventMessage): Promise<{ notified: number }> {
    const { facts, deliveries } = await deliveriesFor(this.em, event);
    const inApp = deliveries.filter((delivery) => delivery.inApp);
    if (!inApp.length) return { notified: 0 };
    const connection = this.em.getConnection();
    const values = inApp.map(() => '(gen_random_uuid(), ?, ?, ?, ?, ?, now())').join(', ');
    await connection.execute(
      `insert into notification (id, user_id, type, message, project_id, source_event_id, created_at)
       values ${values}
       on conflict (source_event_id, user_id) do nothing`,
      inApp.flatMap((delivery) => [delivery.userId, delivery.inApp!.type, delivery.inApp!.message, facts.projectId, event.eventId]),
    );
    const rows = await connection.execute<NotificationRow[]>(`select ${NOTIFICATION_COLUMNS} from notification where source_event_id = ?`, [event.eventId]);
    if (rows.length) {
      const pipeline = this.redis.pipeline();
      for (const row of rows) pipeline.publish(LIVE_NOTIFICATIONS_CHANNEL, JSON.stringify(liveNotificationOf(row)));
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0]!;
    }
    return { notified: rows.length };
  }
}
