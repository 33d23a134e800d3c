import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { DomainEventMessage } from '../../contracts/events.js';
import { deliveriesFor, eventMails } from '../notification-rules.js';
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
   * Works out once who is told and mailed of an event (notification-rules.ts, from the facts it
   * loads), hands the mails to the mail job, and writes the in-app notifications, keyed by the event
   * id per recipient (a job that runs twice writes each once), then announces them to the API
   * processes for the open streams. A retried job announces its rows again; the web app dedupes by
   * id. A message's recipients then have their bundled mail scheduled, for when it is still unread
   * after a while.
   */
  @OnJob('notifications.deliver')
  async deliver(event: DomainEventMessage): Promise<{ notified: number; mails: number }> {
    const delivery = await deliveriesFor(this.em, event);
    const mails = eventMails(event, delivery);
    // Keyed as the relay keys its jobs: a retry of this job hands the mails over once (and the mail
    // job sends each at most once per recipient and template in any case).
    if (mails) await this.emailQueue.add('email.deliver', mails, { jobId: `${event.eventId}.email.deliver` });
    const { facts, deliveries } = delivery;
    const inApp = deliveries.filter((d) => d.inApp);
    if (!inApp.length) return { notified: 0, mails: mails?.mails.length ?? 0 };
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
    return { notified: rows.length, mails: mails?.mails.length ?? 0 };
  }
}
