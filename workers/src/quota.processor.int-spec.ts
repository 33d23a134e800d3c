import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import { Queue, QueueEvents } from 'bullmq';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { Subscription } from '../../backend/src/plans-billing/subscription.entity.js';
import { redisOptionsFromUrl } from '../../backend/src/queues/redis.provider.js';
import { createUser, ensurePlans, subscribe } from '../../backend/test/factories.js';
import { createTestApp, type TestApp } from '../../backend/test/test-app.js';
import { assertEveryJobHandledOnce } from './job-registry.js';
import { createWorkers } from './workers.factory.js';

describe('workers', () => {
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

  it('sets up the monthly renewal on the 1st at midnight, Swiss time', async () => {
    const queue = workers.get<Queue>(getQueueToken('quota'));
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'monthly-renewal', pattern: '0 0 1 * *', tz: 'Europe/Zurich' })]));
  });

  it('renews a lapsed manual subscription through the quota queue, and a second run changes nothing', async () => {
    const [basic] = await ensurePlans(api);
    const client = await createUser(api, 'client');
    await subscribe(api, client.id, basic);
    const orm = workers.get(MikroORM);
    const lapsedEnd = new Date(Date.now() - 3 * 86_400_000);
    await RequestContext.create(orm.em, () =>
      workers.get(EntityManager).nativeUpdate(Subscription, { user: client.id }, { currentPeriodStart: new Date(lapsedEnd.getTime() - 30 * 86_400_000), currentPeriodEnd: lapsedEnd }),
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

    const renewed = await RequestContext.create(orm.em, () => workers.get(EntityManager).findOneOrFail(Subscription, { user: client.id }));
    expect(renewed.currentPeriodStart.getTime()).toBe(lapsedEnd.getTime());
    expect(renewed.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now());
    expect(renewed.currentPeriodEnd.getTime()).toBe(Subscription.oneMonthFrom(lapsedEnd).getTime());
  });

  it('refuses to start when a job has no handler or two', () => {
    expect(() => assertEveryJobHandledOnce([])).toThrow('jobs without a handler: notifications.project-event, quota.renew-manual-periods');
    const all = { handles: ['quota.renew-manual-periods', 'notifications.project-event'] as const };
    expect(() => assertEveryJobHandledOnce([all, all])).toThrow('jobs with two handlers');
    expect(() => assertEveryJobHandledOnce([all])).not.toThrow();
  });
});
