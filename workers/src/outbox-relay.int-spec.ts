import { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { redisOptionsFromUrl } from '../../backend/src/queues/redis.provider.js';
import { createProject, cast } from '../../backend/test/projects-fixtures.js';
import { inContext } from '../../backend/test/factories.js';
import { createTestApp, type TestApp } from '../../backend/test/test-app.js';
import { OutboxRelay } from './outbox-relay.js';

describe('the outbox relay', () => {
  let app: TestApp;

  beforeAll(async () => {
    ({ app } = await createTestApp());
  });
  afterAll(() => app.close());

  const unsent = (projectId: string) =>
    inContext(app, (em) =>
      em.getConnection().execute<{ id: string; attempts: number; sent_at: Date | null; last_error: string | null }[]>(
        `select id, attempts, sent_at, last_error from outbox_event where payload->>'projectId' = ?`,
        [projectId],
      ),
    );

  it('keeps events while Redis is away and publishes each once, with its id as job id, when it is back', async () => {
    // Events other test files left unsent would fill the batch; this test watches its own only.
    await inContext(app, (em) => em.getConnection().execute('update outbox_event set sent_at = now() where sent_at is null'));
    const people = await cast(app);
    const { id: projectId } = await createProject(app, people.client.auth, { title: 'Outbox', description: 'x', contentType: 'post' });
    const orm = app.get<MikroORM>(MikroORM);

    // Redis unreachable: the batch fails, nothing is marked sent, the attempt is counted.
    const deadQueue = new Queue('notifications', { connection: { host: '127.0.0.1', port: 1, maxRetriesPerRequest: 1, retryStrategy: () => null, enableOfflineQueue: false } });
    deadQueue.on('error', () => undefined);
    const failing = new OutboxRelay(orm, deadQueue);
    const failure = await failing.publishBatch().catch((e: unknown) => e);
    expect(String(failure)).toMatch(/ECONNREFUSED|Connection is closed|connect/);
    const [kept] = await unsent(projectId);
    expect(kept).toMatchObject({ sent_at: null, attempts: 1 });
    expect(kept.last_error).toBeTruthy();
    await deadQueue.close().catch(() => undefined);

    // Redis back: the event goes out with the outbox id as the job id, exactly once.
    const queueName = `relay-test-${Date.now()}`;
    const queue = new Queue(queueName, { connection: redisOptionsFromUrl(loadConfig().redisUrl) });
    const relay = new OutboxRelay(orm, queue);
    try {
      while ((await relay.publishBatch()) > 0);
      const [sent] = await unsent(projectId);
      expect(sent.sent_at).not.toBeNull();
      const job = await queue.getJob(kept.id);
      expect(job?.data).toMatchObject({ eventId: kept.id, type: 'ProjectCreated', projectId });
      // Publishing the same row again (a relay that crashed before marking it) adds no second job.
      await queue.addBulk([{ name: 'notifications.project-event', data: job!.data, opts: { jobId: kept.id } }]);
      expect(await queue.getJobCounts('waiting', 'delayed', 'completed', 'failed', 'active')).toMatchObject({ waiting: expect.any(Number) });
      const jobs = await queue.getJobs(['waiting', 'delayed', 'completed', 'failed', 'active']);
      expect(jobs.filter((j) => j.id === kept.id)).toHaveLength(1);
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});
