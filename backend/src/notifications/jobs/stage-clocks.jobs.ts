import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { clockOfStage, digestDayAt, installationCalendar, stepsDue } from '../../clocks/index.js';
import { Clock } from '../../common/clock.js';
import { textArray } from '../../common/sql-array.js';
import type { JobOf } from '../../queues/index.js';
import { OnJob, REDIS } from '../../queues/index.js';
import { scanStageClocks } from './definitions.js';
import { LIVE_NOTIFICATIONS_CHANNEL, liveNotificationOf, type NotificationRow } from '../live-notifications.js';
import { adminIds, openOrders, ownersOf, recordSteps } from '../stage-reminders.js';

/** The scan runs every minute; BullMQ's job scheduler keeps one schedule however many processes declare it. */
const EVERY_MINUTE = { every: 60_000 } as const;

/** How long a reminder's mail is handed out again while not done (a crash between the record and the hand-over). */
const MAIL_SWEEP_HOURS = 48;

const stageReminderJobId = (reminderId: string) => `stage-reminder.${reminderId}`;
const morningDigestJobId = (day: string, userId: string) => `morning-digest.${day}.${userId}`;

/**
 * The stage clocks' scan (docs/decisions.md "Stage clocks"): every minute, at the injected clock's
 * time, the open orders' due reminder steps are recorded and told in-app (recordSteps: once per
 * order, stage start and step, never after the stage ended), their mails handed to the mail job
 * (keyed by the reminder), and from 07:30 on business days everyone who owes a move gets their
 * morning digest handed to the mail job (keyed by person and day; the mail job sends it once).
 */
@Injectable()
export class StageClockJobs implements OnApplicationBootstrap {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    @Inject(REDIS) private readonly redis: Redis,
    @InjectQueue('clocks') private readonly queue: Queue,
    @InjectQueue('email') private readonly emailQueue: Queue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('stage-clocks', EVERY_MINUTE, {
      name: scanStageClocks.name,
      data: {} satisfies JobOf<typeof scanStageClocks>,
    });
  }

  @OnJob(scanStageClocks)
  async scan(): Promise<{ reminders: number; notified: number; digests: number }> {
    const now = this.clock.now();
    const calendar = await installationCalendar(this.em);
    const [orders, admins] = await Promise.all([
      openOrders(this.em, { asOf: now }, { steps: true, people: true }),
      adminIds(this.em),
    ]);

    let reminders = 0;
    const announced: NotificationRow[] = [];
    const owing = new Set<string>();
    for (const order of orders) {
      const clock = clockOfStage(order, now);
      if (!clock) continue;
      for (const owner of ownersOf(order, clock, admins)) owing.add(owner);
      const { send, superseded } = stepsDue(clock, new Set(order.steps), now, calendar);
      if (!send.length && !superseded.length) continue;
      const steps = [
        ...send.map((reminder) => ({ reminder, superseded: false })),
        ...superseded.map((reminder) => ({ reminder, superseded: true })),
      ];
      const recorded = await recordSteps(this.em, order, clock, steps, admins);
      reminders += recorded.notifications.length ? 1 : 0;
      announced.push(...recorded.notifications);
    }
    if (announced.length) {
      const pipeline = this.redis.pipeline();
      for (const row of announced)
        pipeline.publish(LIVE_NOTIFICATIONS_CHANNEL, JSON.stringify(liveNotificationOf(row)));
      await pipeline.exec();
    }
    await this.handOverMails();
    const digests = await this.handOverDigests(digestDayAt(now, calendar), owing);
    return { reminders, notified: announced.length, digests };
  }

  /**
   * Every reminder whose mail is not done yet goes to the mail job, keyed by the reminder: the ones
   * just recorded, and any a crashed scan recorded without handing over (adding a job again is a no-op).
   */
  private async handOverMails(): Promise<void> {
    const pending = await this.em
      .getConnection()
      .execute<{ id: string }[]>(
        `select id from stage_reminder where email and mailed_at is null and created_at > now() - make_interval(hours => ?) order by created_at limit 1000`,
        [MAIL_SWEEP_HOURS],
      );
    if (pending.length)
      await this.emailQueue.addBulk(
        pending.map(({ id }) => ({
          name: 'email.stage-reminder',
          data: { reminderId: id },
          opts: { jobId: stageReminderJobId(id) },
        })),
      );
  }

  /** Everyone who owes a move and has no digest of the day yet gets one handed to the mail job. */
  private async handOverDigests(day: string | null, owing: ReadonlySet<string>): Promise<number> {
    if (!day || !owing.size) return 0;
    // `owing` holds undeleted accounts only (ownersOf leaves the deleted out).
    const rows = await this.em.getConnection().execute<{ id: string }[]>(
      `select o.id from unnest(?::uuid[]) as o(id)
        where not exists (select 1 from morning_digest d where d.user_id = o.id and d.day = ?::date)`,
      [textArray([...owing]), day],
    );
    if (rows.length)
      await this.emailQueue.addBulk(
        rows.map(({ id }) => ({
          name: 'email.morning-digest',
          data: { userId: id, day },
          opts: { jobId: morningDigestJobId(day, id) },
        })),
      );
    return rows.length;
  }
}
