import { MikroORM, RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import { Queue, QueueEvents } from 'bullmq';
import pg from 'pg';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { EVENT_ROUTES, JOB_NAMES } from './jobs.js';
import { MESSAGE_EVENTS } from '../../backend/src/notifications/message-notifications.js';
import { NOTIFICATION_RULES } from '../../backend/src/notifications/notification-rules.js';
import { Subscription } from '../../backend/src/billing/subscription.entity.js';
import { redisOptionsFromUrl } from '../../backend/src/queues/redis.provider.js';
import { createUser, ensurePlans, inContext, subscribe } from '../../backend/test/factories.js';
import { createTestApp, type TestApp } from '../../backend/test/test-app.js';
import { handlersByJob, type FoundHandler } from './job-runner.js';
import { QuotaJobs } from '../../backend/src/billing/jobs/quota.jobs.js';
import { createWorkers } from './workers.factory.js';
import { JOB_HANDLERS } from './workers.module.js';

describe('the job runner', () => {
  let api: TestApp;
  let workers: INestApplicationContext;

  beforeAll(async () => {
    ({ app: api } = await createTestApp());
    workers = await createWorkers(loadConfig());
  });
  afterAll(async () => {
    await workers.close();
    await api.close();
  });

  it('refuses to start when a routed job has no handler, naming it', async () => {
    const withoutQuota = JOB_HANDLERS.filter((handler) => handler !== QuotaJobs);
    await expect(createWorkers(loadConfig(), withoutQuota)).rejects.toThrow(
      'jobs without a handler: quota.renew-manual-periods',
    );
  });

  it('takes jobs only from the queues WORKER_QUEUES names', async () => {
    const connection = redisOptionsFromUrl(loadConfig().redisUrl);
    const [email, ai] = ['email', 'ai'].map((name) => new Queue(name, { connection }));
    const count = async () => [(await email!.getWorkers()).length, (await ai!.getWorkers()).length];
    const [emailBefore, aiBefore] = await count();
    const emailOnly = await createWorkers({ ...loadConfig(), workerQueues: ['email'] });
    try {
      expect(await count()).toEqual([emailBefore! + 1, aiBefore]);
    } finally {
      await emailOnly.close();
      await Promise.all([email!.close(), ai!.close()]);
    }
  });

  it('refuses two handlers for one job and handlers of jobs that do not exist', () => {
    const handler = (job: string, name: string) =>
      ({ job, name, run: async () => undefined }) as unknown as FoundHandler;
    const all = JOB_NAMES.map((job) => handler(job, `All.${job}`));
    expect(() => handlersByJob(all)).not.toThrow();
    expect(() => handlersByJob([...all, handler('email.deliver', 'Other.send')])).toThrow(
      'jobs with two handlers: email.deliver (All.email.deliver, Other.send)',
    );
    expect(() => handlersByJob([...all, handler('email.nothing', 'X.y')])).toThrow(
      'handlers of unknown jobs: email.nothing',
    );
  });

  it('routes an event to the delivery job exactly when the table of who hears what tells or mails anyone', () => {
    for (const [type, rules] of Object.entries(NOTIFICATION_RULES)) {
      const routes: readonly string[] = EVENT_ROUTES[type as keyof typeof EVENT_ROUTES];
      const messageEvents: readonly string[] = MESSAGE_EVENTS;
      if (messageEvents.includes(type)) {
        // Messages: told in-app at once (message-notifications.ts), mailed by their own delayed job.
        expect({ type, routes }).toEqual({ type, routes: ['notifications.deliver'] });
        continue;
      }
      // One job works out who is told and mailed; it hands the mails on to email.deliver.
      expect({ type, delivered: routes.includes('notifications.deliver') }).toEqual({
        type,
        delivered: rules.some((rule) => rule.inApp || rule.mail),
      });
    }
  });

  it('wakes the relay at once: a committed outbox insert is notified on the channel it listens to', async () => {
    const listener = new pg.Client({ connectionString: loadConfig().databaseUrl });
    await listener.connect();
    try {
      await listener.query('listen outbox_event');
      const notified = new Promise((resolve) => listener.once('notification', (message) => resolve(message.channel)));
      await inContext(api, (em) =>
        em
          .getConnection()
          .execute(
            `insert into outbox_event (id, type, payload, created_at, sent_at, attempts) values (gen_random_uuid(), 'CommentAdded', '{}', now(), now(), 0)`,
          ),
      );
      await expect(notified).resolves.toBe('outbox_event');
    } finally {
      await listener.end();
    }
  });

  it('sets up the monthly renewal on the 1st at midnight, Swiss time', async () => {
    const queue = workers.get<Queue>(getQueueToken('quota'));
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'monthly-renewal', pattern: '0 0 1 * *', tz: 'Europe/Zurich' }),
      ]),
    );
  });

  it('renews a lapsed manual subscription and announces the month once, however often the job runs', async () => {
    const [basic] = await ensurePlans(api);
    const client = await createUser(api, 'client');
    await subscribe(api, client.id, basic);
    const orm = workers.get(MikroORM);
    const lapsedEnd = new Date(Date.now() - 3 * 86_400_000);
    await RequestContext.create(orm.em, () =>
      workers
        .get(EntityManager)
        .nativeUpdate(
          Subscription,
          { user: client.id },
          { currentPeriodStart: new Date(lapsedEnd.getTime() - 30 * 86_400_000), currentPeriodEnd: lapsedEnd },
        ),
    );

    const connection = redisOptionsFromUrl(loadConfig().redisUrl);
    const queue = new Queue('quota', { connection });
    const events = new QueueEvents('quota', { connection });
    await events.waitUntilReady();
    try {
      for (let run = 0; run < 2; run += 1) {
        const job = await queue.add('quota.renew-manual-periods', {});
        await job.waitUntilFinished(events, 15_000);
      }
    } finally {
      await events.close();
      await queue.close();
    }

    const renewed = await RequestContext.create(orm.em, () =>
      workers.get(EntityManager).findOneOrFail(Subscription, { user: client.id }),
    );
    expect(renewed.currentPeriodStart.getTime()).toBe(lapsedEnd.getTime());
    expect(renewed.currentPeriodEnd.getTime()).toBe(Subscription.oneMonthFrom(lapsedEnd).getTime());
    const announced = await inContext(api, (em) =>
      em
        .getConnection()
        .execute<{ type: string }[]>(
          `select type from outbox_event where type = 'QuotaRenewed' and payload->>'clientId' = ?`,
          [client.id],
        ),
    );
    expect(announced).toHaveLength(1);
  });
});
