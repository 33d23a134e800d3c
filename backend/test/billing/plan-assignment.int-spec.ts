import type { INestApplicationContext } from '@nestjs/common';
import { loadConfig } from '../../src/config/app-config.js';
import { createSignedIn, ensurePlans, inContext } from '../factories.js';
import { PrivateRedis } from '../private-redis.js';
import { SmtpStandIn } from '../smtp-stand-in.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { waitUntil } from '../wait-until.js';
import { createWorkers } from '../../../workers/src/workers.factory.js';

/**
 * A plan the admin assigns by hand reaches the client, as a plan paid through Stripe does: one
 * in-app notification through the outbox and the `notifications` worker, and (as for Stripe's) no
 * e-mail. Cancelling the plan tells nobody.
 */
describe('a manual plan assignment tells the client', () => {
  let redis: PrivateRedis;
  const smtp = new SmtpStandIn();
  let api: TestApp;
  let workers: INestApplicationContext;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    ({ app: api } = await createTestApp({ REDIS_URL: redis.url }));
    await inContext(api, (em) =>
      em.getConnection().execute('update outbox_event set sent_at = now() where sent_at is null'),
    );
    workers = await createWorkers(loadConfig({ ...process.env, REDIS_URL: redis.url, SMTP_URL: await smtp.start() }));
  });
  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await redis?.stop();
    await smtp.stop();
  });

  const notificationsOf = (userId: string) =>
    inContext(api, (em) =>
      em
        .getConnection()
        .execute<{ message: string; project_id: string | null }[]>(
          'select message, project_id from notification where user_id = ? order by created_at',
          [userId],
        ),
    );
  const outboxOf = (clientId: string) =>
    inContext(api, (em) =>
      em
        .getConnection()
        .execute<{ sent_at: Date | null; actor: string | null }[]>(
          `select sent_at, payload->>'actorId' as actor from outbox_event where type = 'PlanAssigned' and payload->>'clientId' = ?`,
          [clientId],
        ),
    );

  it('notifies the client in-app once per assignment, by the admin, without a mail', async () => {
    const plans = await ensurePlans(api);
    const business = plans.find((plan) => plan.name === 'Business')!;
    const premium = plans.find((plan) => plan.name === 'Premium') ?? plans.find((plan) => plan.id !== business.id)!;
    const admin = await createSignedIn(api, 'admin');
    const client = await createSignedIn(api, 'client', 'Velo Brunner');
    const assign = (planId: string | null) =>
      api.request('PUT', `/api/admin/clients/${client.id}/plan`, { headers: admin.auth, payload: { planId } });

    expect((await assign(business.id)).statusCode).toBe(200);
    await waitUntil('the client to be told', async () =>
      (await notificationsOf(client.id)).length ? true : undefined,
    );
    expect(await notificationsOf(client.id)).toEqual([
      { message: 'Dein Plan ist jetzt Business: deine neuen Limits gelten ab sofort', project_id: null },
    ]);

    // In the client's own list, as the bell reads it.
    const list = await api.request('GET', '/api/notifications', { headers: client.auth });
    expect(list.json<{ items: { message: string }[]; unread: number }>()).toMatchObject({
      unread: 1,
      items: [{ message: 'Dein Plan ist jetzt Business: deine neuen Limits gelten ab sofort' }],
    });

    expect((await assign(premium.id)).statusCode).toBe(200);
    // Cancelling (no plan) says nothing.
    expect((await assign(null)).statusCode).toBe(200);
    await waitUntil('both assignments delivered', async () =>
      (await notificationsOf(client.id)).length === 2 ? true : undefined,
    );
    await waitUntil('every outbox row sent', async () =>
      (await outboxOf(client.id)).every((row) => row.sent_at) ? true : undefined,
    );
    const rows = await outboxOf(client.id);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.actor === admin.id)).toBe(true);
    expect((await notificationsOf(client.id)).map((n) => n.message)).toEqual([
      'Dein Plan ist jetzt Business: deine neuen Limits gelten ab sofort',
      `Dein Plan ist jetzt ${premium.name}: deine neuen Limits gelten ab sofort`,
    ]);
    expect(smtp.received.filter((mail) => mail.to.includes(client.email))).toEqual([]);
  });
});
