import { randomUUID } from 'node:crypto';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { loadConfig } from '../../backend/src/config/app-config.js';
import type { DomainEventMessage } from '../../backend/src/contracts/events.js';
import {
  LIVE_NOTIFICATIONS_CHANNEL,
  type LiveNotification,
} from '../../backend/src/notifications/live-notifications.js';
import { NotificationJobs } from '../../backend/src/notifications/jobs/notifications.jobs.js';
import { inContext } from '../../backend/test/factories.js';
import { ProjectFactory } from '../../backend/test/project-factory.js';
import { cast, type Cast } from '../../backend/test/projects-fixtures.js';
import { SmtpStandIn } from '../../backend/test/smtp-stand-in.js';
import { createTestApp, type TestApp } from '../../backend/test/test-app.js';
import { waitUntil } from '../../backend/test/wait-until.js';
import { createWorkers } from './workers.factory.js';

const APP_URL = 'https://app.contentflow.test';

/**
 * Batched delivery (issue 25) delivers every event once: the relay hands `notifications.deliver` the
 * events of a claimed batch together, and neither a relay that publishes a batch again (it died
 * before marking it sent), in the same grouping or another, nor a job that runs twice or beside
 * another holding the same events, nor two relays sharing a backlog writes a notification or sends
 * a mail twice, and no event is left out.
 */
describe('batched delivery: every event once', () => {
  let api: TestApp;
  let workers: INestApplicationContext;
  let people: Cast;
  let orders: string[];
  const smtp = new SmtpStandIn();
  const listener = new Redis(loadConfig().redisUrl);
  const announced: LiveNotification[] = [];

  beforeAll(async () => {
    ({ app: api } = await createTestApp({ APP_URL }));
    // Only this file's events: what other test files left unsent is not ours to deliver.
    await inContext(api, (em) =>
      em.getConnection().execute('update outbox_event set sent_at = now() where sent_at is null'),
    );
    workers = await createWorkers(loadConfig({ ...process.env, APP_URL, SMTP_URL: await smtp.start() }));
    people = await cast(api);
    const factory = new ProjectFactory(api);
    orders = [];
    for (const title of ['Erster Stapel', 'Zweiter Stapel', 'Dritter Stapel']) {
      orders.push(
        (
          await factory.create({
            status: 'in_progress',
            clientId: people.client.id,
            designerId: people.designer.id,
            adminId: people.admin.id,
            title,
          })
        ).id,
      );
    }
    await listener.subscribe(LIVE_NOTIFICATIONS_CHANNEL);
    listener.on('message', (_channel, message: string) => announced.push(JSON.parse(message) as LiveNotification));
  });
  afterAll(async () => {
    listener.disconnect();
    await workers?.close();
    await api?.close();
    await smtp.stop();
  });

  const event = (type: 'WorkStarted' | 'DesignApprovedByAdmin', projectId: string): DomainEventMessage =>
    ({ eventId: randomUUID(), type, actorId: people.designer.id, projectId, data: {} }) as DomainEventMessage;

  /** Commits the events to the outbox in one transaction, as a backlog. */
  const commit = (events: readonly DomainEventMessage[]) =>
    inContext(api, (em) =>
      em.getConnection().execute(
        `insert into outbox_event (id, type, payload, created_at, attempts)
         select (e->>'eventId')::uuid, e->>'type', e, clock_timestamp(), 0 from jsonb_array_elements(?::jsonb) e`,
        [JSON.stringify(events)],
      ),
    );

  /** Notifications per event (of the given events): how many rows each one has. */
  const rowsPerEvent = async (events: readonly DomainEventMessage[]) => {
    const rows = await inContext(api, (em) =>
      em
        .getConnection()
        .execute<{ source_event_id: string; count: string }[]>(
          'select source_event_id, count(*) from notification where source_event_id = any(?::uuid[]) group by source_event_id',
          [`{${events.map((e) => e.eventId).join(',')}}`],
        ),
    );
    return new Map(rows.map((row) => [row.source_event_id, Number(row.count)]));
  };
  const unsent = async (events: readonly DomainEventMessage[]) =>
    Number(
      (
        await inContext(api, (em) =>
          em
            .getConnection()
            .execute<{ count: string }[]>(
              'select count(*) from outbox_event where id = any(?::uuid[]) and sent_at is null',
              [`{${events.map((e) => e.eventId).join(',')}}`],
            ),
        )
      )[0].count,
    );
  const mailsOf = (e: DomainEventMessage) =>
    smtp.received.filter((mail) => mail.messageId.startsWith(`<${e.eventId}.`));
  const everyEventOnce = async (events: readonly DomainEventMessage[]) => {
    const counts = await rowsPerEvent(events);
    return events.every((e) => counts.get(e.eventId) === 1);
  };

  it('writes and mails each event once when the relay publishes its batch again, in the same grouping or another', async () => {
    const events = Array.from({ length: 150 }, (_, n) =>
      event(n % 3 === 0 ? 'DesignApprovedByAdmin' : 'WorkStarted', orders[n % orders.length]!),
    );
    const mailed = events.filter((e) => e.type === 'DesignApprovedByAdmin');
    await commit(events);
    await waitUntil('every event delivered', () => everyEventOnce(events));
    await waitUntil('every mail sent', () => mailed.every((e) => mailsOf(e).length === 1));

    // The relay died after addBulk, before marking the rows sent; its lease ran out. The completed
    // mail jobs are gone from BullMQ meanwhile (it keeps only the last ones), so only the mail
    // job's own record stands between the events and a second mail.
    const email = workers.get<Queue>(getQueueToken('email'), { strict: false });
    await email.clean(0, 10_000, 'completed');
    const again = async (some: readonly DomainEventMessage[]) => {
      announced.length = 0;
      await inContext(api, (em) =>
        em
          .getConnection()
          .execute('update outbox_event set sent_at = null, claimed_until = null where id = any(?::uuid[])', [
            `{${some.map((e) => e.eventId).join(',')}}`,
          ]),
      );
      await waitUntil('the events published again', async () => (await unsent(some)) === 0);
    };
    // The same grouping: the same batch jobs, which BullMQ adds once.
    await again(events);
    // Another grouping (every other event): new batch jobs, which run and announce the rows again.
    const half = events.filter((_, n) => n % 2 === 0);
    await again(half);
    const ids = new Set(half.map((e) => e.eventId));
    const rowIds = await inContext(api, (em) =>
      em
        .getConnection()
        .execute<{ id: string }[]>('select id from notification where source_event_id = any(?::uuid[])', [
          `{${[...ids].join(',')}}`,
        ]),
    );
    await waitUntil('the rows announced again', () =>
      rowIds.every((row) => announced.some((a) => a.notification.id === row.id)),
    );
    const mailedAgain = half.filter((e) => e.type === 'DesignApprovedByAdmin');
    await waitUntil('the mail jobs run again', async () =>
      (await Promise.all(mailedAgain.map((e) => email.getJobState(`${e.eventId}.email.deliver`)))).every(
        (state) => state === 'completed',
      ),
    );

    expect(await everyEventOnce(events)).toBe(true);
    expect(mailed.map((e) => mailsOf(e).length)).toEqual(mailed.map(() => 1));
  });

  it('writes each notification once when a job runs again or beside another holding the same events, and announces them each time', async () => {
    const events = Array.from({ length: 40 }, (_, n) => event('WorkStarted', orders[n % orders.length]!));
    const jobs = workers.get(NotificationJobs);
    const orm = workers.get(MikroORM);
    const deliver = (some: readonly DomainEventMessage[]) =>
      RequestContext.create(orm.em, () => jobs.deliver({ events: some }));

    // Two jobs at once, overlapping (a batch published again in another grouping while the first runs).
    const [first, second] = await Promise.all([deliver(events.slice(0, 30)), deliver(events.slice(10))]);
    expect([first.notified, second.notified]).toEqual([30, 30]);
    // The whole batch once more (a worker killed after any line: BullMQ runs the stalled job again).
    expect(await deliver(events)).toEqual({ events: 40, notified: 40, mails: 0 });
    expect(await everyEventOnce(events)).toBe(true);
  });

  it('shares a backlog between two relays, each event delivered once', async () => {
    const second = await createWorkers(loadConfig({ ...process.env, APP_URL, SMTP_URL: 'smtp://127.0.0.1:9' }));
    try {
      const events = Array.from({ length: 5000 }, (_, n) => event('WorkStarted', orders[n % orders.length]!));
      await commit(events);
      await waitUntil('every event sent', async () => (await unsent(events)) === 0, { timeoutMs: 60_000 });
      await waitUntil('every event delivered', () => everyEventOnce(events), { timeoutMs: 60_000 });
    } finally {
      await second.close();
    }
  });
});
