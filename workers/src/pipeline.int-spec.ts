import type { INestApplicationContext } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { EventStreamReader } from '../../backend/test/event-stream-reader.js';
import { inContext } from '../../backend/test/factories.js';
import { PrivateRedis } from '../../backend/test/private-redis.js';
import { SmtpStandIn } from '../../backend/test/smtp-stand-in.js';
import { ProjectFactory } from '../../backend/test/project-factory.js';
import { cast, type Cast } from '../../backend/test/projects-fixtures.js';
import { createTestApp, type TestApp } from '../../backend/test/test-app.js';
import { waitUntil } from '../../backend/test/wait-until.js';
import { createWorkers } from './workers.factory.js';

/** Polls until `probe` answers something other than undefined. */
/**
 * The whole pipeline on a Redis of the test's own (stopping it harms no other test): two API
 * replicas and a workers process, as in production.
 */
describe('the event pipeline', () => {
  let redis: PrivateRedis;
  const smtp = new SmtpStandIn();
  let api: TestApp;
  let replica: TestApp;
  let workers: INestApplicationContext;
  let people: Cast;
  let factory: ProjectFactory;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    ({ app: api } = await createTestApp({ REDIS_URL: redis.url }));
    ({ app: replica } = await createTestApp({ REDIS_URL: redis.url }));
    // Only this file's events: what other test files left unsent is not ours to deliver.
    await inContext(api, (em) =>
      em.getConnection().execute('update outbox_event set sent_at = now() where sent_at is null'),
    );
    workers = await createWorkers(loadConfig({ ...process.env, REDIS_URL: redis.url, SMTP_URL: await smtp.start() }));
    people = await cast(api);
    factory = new ProjectFactory(api);
  });
  afterAll(async () => {
    await workers?.close();
    await replica?.close();
    await api?.close();
    await redis?.stop();
    await smtp.stop();
  });

  const notificationsOf = (userId: string, projectId: string) =>
    inContext(api, (em) =>
      em
        .getConnection()
        .execute<{ message: string; source_event_id: string }[]>(
          `select message, source_event_id from notification where user_id = ? and project_id = ?`,
          [userId, projectId],
        ),
    );

  it('takes a command while Redis is away, holds no transaction open meanwhile, and notifies and mails once when Redis is back', async () => {
    const order = await factory.create({
      status: 'review',
      clientId: people.client.id,
      designerId: people.designer.id,
      adminId: people.admin.id,
      title: 'Während Redis schläft',
    });
    await waitUntil(
      "the client's notification",
      async () => (await notificationsOf(people.client.id, order.id)).length > 0,
    );

    await redis.stop();
    const approved = await api.request('POST', `/api/projects/${order.id}/approve`, { headers: people.client.auth });
    expect(approved.statusCode).toBe(200);

    // The relay keeps trying, fail-fast, without a transaction open while it waits for Redis.
    const outbox = () =>
      inContext(api, (em) =>
        em
          .getConnection()
          .execute<{ id: string; sent_at: Date | null; attempts: number }[]>(
            `select id, sent_at, attempts from outbox_event where type = 'DesignApprovedByClient' and payload->>'projectId' = ?`,
            [order.id],
          ),
      );
    await waitUntil('a failed relay attempt', async () => ((await outbox())[0]?.attempts ?? 0) >= 1);
    for (let sample = 0; sample < 5; sample += 1) {
      const idle = await inContext(api, (em) =>
        em
          .getConnection()
          .execute<{ count: string }[]>(
            `select count(*) from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
          ),
      );
      expect(Number(idle[0].count)).toBe(0);
      await sleep(100);
    }
    expect((await outbox())[0].sent_at).toBeNull();
    expect(
      (await notificationsOf(people.designer.id, order.id)).filter((n) => n.message.includes('freigegeben')),
    ).toHaveLength(0);

    await redis.start();
    const [event] = await outbox();
    const delivered = await waitUntil('the delivery', async () => {
      const rows = (await notificationsOf(people.designer.id, order.id)).filter((n) => n.source_event_id === event.id);
      return rows.length ? rows : undefined;
    });
    expect(delivered.map((row) => row.message)).toEqual(['«Während Redis schläft» wurde vom Kunden freigegeben']);
    expect((await outbox())[0].sent_at).not.toBeNull();
    const subject = '«Während Redis schläft» wurde vom Kunden freigegeben';
    await waitUntil("the designer's mail", () =>
      smtp.to(people.designer.email).some((mail) => mail.subject === subject),
    );
    // Once each: nothing more arrives.
    await sleep(1000);
    expect(
      (await notificationsOf(people.designer.id, order.id)).filter((n) => n.source_event_id === event.id),
    ).toHaveLength(1);
    expect(smtp.to(people.designer.email).filter((mail) => mail.subject === subject)).toHaveLength(1);
  });

  it("pushes a notification to the recipient's stream on another API replica within moments", async () => {
    const order = await factory.create({
      status: 'admin_review',
      clientId: people.client.id,
      designerId: people.designer.id,
      adminId: people.admin.id,
      title: 'Live',
    });
    // The factory's own events (work started, …) are delivered first.
    await waitUntil(
      "the client's notification",
      async () => (await notificationsOf(people.client.id, order.id)).length > 0,
    );
    const session = await replica.request('POST', '/api/notifications/stream-session', { headers: people.client.auth });
    expect(session.statusCode).toBe(204);
    const [[name, cookie]] = Object.entries(session.cookies);
    const response = await fetch(`${replica.baseUrl}/api/notifications/stream`, {
      headers: { cookie: `${name}=${cookie.value}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = new EventStreamReader(response.body!);
    try {
      const ready = await stream.next((event) => event.event === 'ready');
      expect(JSON.parse(ready.data)).toEqual({ unread: expect.any(Number) });

      // The admin passes the design on the other replica; the workers announce it; this replica forwards it.
      const passed = await api.request('POST', `/api/projects/${order.id}/admin-approve`, {
        headers: people.admin.auth,
      });
      expect(passed.statusCode).toBe(200);
      const pushed = await stream.next(
        (event) => event.event === 'notification' && event.data.includes('bereit zur Prüfung'),
      );
      expect(JSON.parse(pushed.data)).toEqual({
        id: expect.any(String),
        type: 'status_changed',
        message: 'Dein Design ist bereit zur Prüfung: «Live»',
        projectId: order.id,
        pinId: null,
        readAt: null,
        createdAt: expect.any(String),
      });
    } finally {
      await stream.close();
    }
  });

  it('drafts caption, CTA and hashtags for an order that arrived without a caption, for the designer only', async () => {
    const created = await api.request('POST', '/api/projects', {
      headers: people.client.auth,
      payload: {
        title: 'Herbstmarkt in Zürich',
        description: 'Unser Stand am Herbstmarkt: frische Brote und Kürbissuppe',
        contentType: 'post',
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const drafted = await waitUntil('the AI draft', async () => {
      const detail = (await api.request('GET', `/api/projects/${id}`, { headers: people.designer.auth })).json();
      return detail.aiSuggestion ?? undefined;
    });
    // No AI provider in the tests: the offline generator's draft, in Swiss spelling.
    expect(drafted).toEqual({
      caption: expect.stringContaining('Herbstmarkt'),
      cta: expect.any(String),
      hashtags: expect.stringMatching(/^#\S+( #\S+)+$/),
      offline: true,
      createdAt: expect.any(String),
    });
    expect(`${drafted.caption} ${drafted.cta} ${drafted.hashtags}`).not.toContain('ß');
    // The client's order shows what the client wrote.
    const own = (await api.request('GET', `/api/projects/${id}`, { headers: people.client.auth })).json();
    expect(own).toMatchObject({ aiSuggestion: null, generatedCaption: null });
  });

  it('does not push one account’s notifications to another’s stream', async () => {
    const order = await factory.create({
      status: 'admin_review',
      clientId: people.client.id,
      designerId: people.designer.id,
      adminId: people.admin.id,
      title: 'Nicht für dich',
    });
    const session = await api.request('POST', '/api/notifications/stream-session', {
      headers: people.otherClient.auth,
    });
    const [[name, cookie]] = Object.entries(session.cookies);
    const response = await fetch(`${api.baseUrl}/api/notifications/stream`, {
      headers: { cookie: `${name}=${cookie.value}` },
    });
    const stream = new EventStreamReader(response.body!);
    try {
      await stream.next((event) => event.event === 'ready');
      await api.request('POST', `/api/projects/${order.id}/admin-approve`, { headers: people.admin.auth });
      await waitUntil('the second notification', async () =>
        (await notificationsOf(people.client.id, order.id)).some((n) => n.message.includes('Nicht für dich')),
      );
      await expect(stream.next((event) => event.event === 'notification', 1500)).rejects.toThrow(
        'no such event in time',
      );
    } finally {
      await stream.close();
    }
  });
});
