import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { MetricsServer } from '../../backend/src/metrics/metrics-server.js';
import { inContext } from '../../backend/test/factories.js';
import { ProjectFactory } from '../../backend/test/project-factory.js';
import { cast, type Cast } from '../../backend/test/projects-fixtures.js';
import { createTestApp, type TestApp } from '../../backend/test/test-app.js';
import { waitUntil } from '../../backend/test/wait-until.js';
import { createWorkers } from './workers.factory.js';

interface LogLine {
  msg?: string;
  requestId?: string;
  requestIds?: string[];
  job?: string;
  req?: { url?: string };
}

const lineReader = () => {
  const lines: LogLine[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } };
};

/**
 * One request id from the API's log through the outbox row into the jobs the event starts and
 * their log lines; and the workers' metrics of those jobs.
 */
describe('one request id end to end', () => {
  let api: TestApp;
  let workers: INestApplicationContext | undefined;
  let people: Cast;
  let factory: ProjectFactory;
  // nestjs-pino keeps one root logger per process, made by the first application: here the API's,
  // so the workers' lines arrive in the same stream (in production each process has its own).
  const log = lineReader();

  beforeAll(async () => {
    ({ app: api } = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream }));
    // Only this file's events: what other test files left unsent is not ours to deliver.
    await inContext(api, (em) =>
      em.getConnection().execute('update outbox_event set sent_at = now() where sent_at is null'),
    );
    people = await cast(api);
    factory = new ProjectFactory(api);
  });
  afterAll(async () => {
    await workers?.close();
    await api?.close();
  });

  it("a command's request id is on its answer, its log line, its outbox row, its jobs' data and their log lines", async () => {
    const order = await factory.create({
      status: 'review',
      clientId: people.client.id,
      designerId: people.designer.id,
      adminId: people.admin.id,
      title: 'Mit Spur',
    });
    const requestId = `trace-${randomUUID()}`;
    const approved = await api.request('POST', `/api/projects/${order.id}/approve`, {
      headers: { ...people.client.auth, 'x-request-id': requestId },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.headers.get('x-request-id')).toBe(requestId);
    await waitUntil('the request log line', () =>
      log.lines.find((line) => line.requestId === requestId && line.req?.url === `/api/projects/${order.id}/approve`),
    );

    const [row] = await inContext(api, (em) =>
      em
        .getConnection()
        .execute<{ id: string; request_id: string | null }[]>(
          `select id, request_id from outbox_event where type = 'DesignApprovedByClient' and payload->>'projectId' = ?`,
          [order.id],
        ),
    );
    expect(row.request_id).toBe(requestId);

    workers = await createWorkers(loadConfig({ ...process.env, LOG_LEVEL: 'info', WORKERS_METRICS_PORT: '0' }));
    // A job of its own per event (ideas.follow-order) carries the id in its data and its log lines …
    await waitUntil('the follow-order job done', () =>
      log.lines.find(
        (line) => line.job === 'ideas.follow-order' && line.requestId === requestId && line.msg?.includes('done'),
      ),
    );
    const ideas = workers.get<Queue>(getQueueToken('ideas'), { strict: false });
    const job = await ideas.getJob(`${row.id}.ideas.follow-order`);
    expect(job?.data).toMatchObject({ eventId: row.id, traceId: requestId });
    // … and a batched delivery job carries each event's id with the event, and the ids in its log lines.
    const delivered = await waitUntil('the delivery job done', () =>
      log.lines.find(
        (line) =>
          line.job === 'notifications.deliver' &&
          line.msg?.includes('done') &&
          (line.requestId === requestId || line.requestIds?.includes(requestId)),
      ),
    );
    expect(delivered).toBeTruthy();

    // The workers' own metrics port: the jobs' durations by queue, job and outcome.
    const metrics = await fetch(`http://127.0.0.1:${workers.get(MetricsServer).listeningPort()}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    const count = text
      .split('\n')
      .find((line) =>
        line.startsWith(
          'contentflow_job_duration_seconds_count{queue="ideas",job="ideas.follow-order",outcome="done"} ',
        ),
      );
    expect(Number(count?.split(' ')[1])).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE contentflow_job_failures_total counter');
    expect(text).toContain('contentflow_db_pool_connections{state="max"}');
  });

  it('replaces an incoming id that is too long or carries other characters by a new one', async () => {
    for (const bad of ['x'.repeat(65), 'a b', 'zeile\numbruch'.replace('\n', '%0A'), '<script>']) {
      const answer = await api.request('GET', '/api/plans', { headers: { 'x-request-id': bad } });
      const given = answer.headers.get('x-request-id');
      expect(given).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    const fresh = await api.request('GET', '/api/plans');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
