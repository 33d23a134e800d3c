import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { DomainEventMessage } from '../../contracts/events.js';
import type { EventMails } from '../../contracts/jobs.js';
import { deliveriesOf, eventMails } from '../notification-rules.js';
import { LIVE_NOTIFICATIONS_CHANNEL, liveNotificationOf, NOTIFICATION_COLUMNS } from '../live-notifications.js';
import { MESSAGE_NOTIFICATION_TYPES } from '../../projects/index.js';
import { OnJob, REDIS } from '../../queues/index.js';
import { deliverNotifications } from './definitions.js';
import { scheduleUnreadMessagesMails } from './message-mail.js';

type NotificationRow = Parameters<typeof liveNotificationOf>[0];

/** One in-app notification to write: a recipient's share of an event. */
interface NewNotification {
  user_id: string;
  type: string;
  message: string;
  project_id: string | null;
  pin_id: string | null;
  source_event_id: string;
}

/** A mail job's id: the event's, as the relay keys its per-event jobs, so an event's mails are handed over once. */
const eventMailsJobId = (eventId: string) => `${eventId}.email.deliver`;

const MESSAGE_TYPES: ReadonlySet<string> = new Set(MESSAGE_NOTIFICATION_TYPES);

@Injectable()
export class NotificationJobs {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue('email') private readonly emailQueue: Queue,
  ) {}

  /**
   * Works out once per event who is told and mailed (notification-rules.ts, from facts loaded once
   * for the whole batch), hands the mails to the mail job (one addBulk, a job per event keyed by
   * its id: a batch that runs again, or another batch holding the same event, adds each once), and
   * writes the in-app notifications in one statement, keyed by the event id per recipient (each
   * written once however often the job runs). Every row of the batch's events is announced to the
   * API processes for the open streams, the ones written before by an earlier try included: a try
   * that died between its insert and its publish is made good by the next, and the web app dedupes
   * by id. A message's recipients then have their bundled mail scheduled, for when it is still
   * unread after a while. Takes events of any type (the relay hands it those of its `on`; the rules
   * tell no one of others).
   */
  @OnJob(deliverNotifications)
  async deliver({
    events,
  }: {
    events: readonly DomainEventMessage[];
  }): Promise<{ events: number; notified: number; mails: number }> {
    const delivered = await deliveriesOf(this.em, events);
    const mails = events.flatMap((event) => eventMails(event, delivered.get(event.eventId)!) ?? []);
    if (mails.length)
      await this.emailQueue.addBulk(
        mails.map((data: EventMails) => ({
          name: 'email.deliver',
          data,
          opts: { jobId: eventMailsJobId(data.event.eventId) },
        })),
      );

    const unique = new Map<string, NewNotification>();
    for (const event of events) {
      const { facts, deliveries } = delivered.get(event.eventId)!;
      for (const { userId, inApp, pinId } of deliveries) {
        const key = `${event.eventId} ${userId}`;
        if (!inApp || unique.has(key)) continue;
        unique.set(key, {
          user_id: userId,
          type: inApp.type,
          message: inApp.message,
          project_id: facts.projectId,
          pin_id: pinId ?? null,
          source_event_id: event.eventId,
        });
      }
    }
    const mailCount = mails.reduce((sum, { mails: each }) => sum + each.length, 0);
    if (!unique.size) return { events: events.length, notified: 0, mails: mailCount };

    // In key order: two jobs writing the same events (a batch published again) take the rows' locks
    // in the same order and wait for each other instead of deadlocking. On a conflict the row is
    // "updated" to itself only so that `returning` answers it too.
    const rows = [...unique.values()].sort((a, b) =>
      a.source_event_id === b.source_event_id ? cmp(a.user_id, b.user_id) : cmp(a.source_event_id, b.source_event_id),
    );
    const written = await this.em.getConnection().execute<NotificationRow[]>(
      `insert into notification (id, user_id, type, message, project_id, pin_id, source_event_id, created_at)
       select gen_random_uuid(), n.user_id, n.type, n.message, n.project_id, n.pin_id, n.source_event_id, now()
         from jsonb_to_recordset(?::jsonb) as n(user_id uuid, type text, message text, project_id uuid, pin_id uuid, source_event_id uuid)
       on conflict (source_event_id, user_id) do update set source_event_id = excluded.source_event_id
       returning ${NOTIFICATION_COLUMNS}`,
      [JSON.stringify(rows)],
    );
    const pipeline = this.redis.pipeline();
    for (const row of written) pipeline.publish(LIVE_NOTIFICATIONS_CHANNEL, JSON.stringify(liveNotificationOf(row)));
    const failed = ((await pipeline.exec()) ?? []).find(([error]) => error);
    if (failed) throw failed[0]!;

    // Each recipient's messages on an order have one bundled mail, however many of them the batch holds.
    const messageReaders = new Map(
      rows
        .filter((row) => row.project_id && MESSAGE_TYPES.has(row.type))
        .map((row) => [`${row.user_id} ${row.project_id}`, { userId: row.user_id, projectId: row.project_id! }]),
    );
    await scheduleUnreadMessagesMails(this.em, this.emailQueue, this.config.messageMailDelayMs, [
      ...messageReaders.values(),
    ]);
    return { events: events.length, notified: written.length, mails: mailCount };
  }
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
