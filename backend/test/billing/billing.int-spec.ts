import type { INestApplicationContext } from '@nestjs/common';
import { loadConfig } from '../../src/config/app-config.js';
import type { Plan } from '../../src/billing/plan.entity.js';
import { createSignedIn, ensurePlans, inContext, subscribe, type SignedInUser } from '../factories.js';
import { PrivateRedis } from '../private-redis.js';
import { signedEvent, stripeSubscription, StripeStandIn, WEBHOOK_SECRET } from '../stripe-stand-in.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { waitUntil } from '../wait-until.js';
import { createWorkers } from '../../../workers/src/workers.factory.js';

type Auth = Record<string, string>;

/**
 * Billing end to end with the real `stripe` SDK against a local server in Stripe's wire format, and
 * webhooks signed by the SDK's test-header helper: checkout, the portal, and every event applied
 * once, in Stripe's order of time, through the outbox and the `billing` worker.
 */
describe('billing through Stripe', () => {
  const stripe = new StripeStandIn();
  let redis: PrivateRedis;
  let api: TestApp;
  let workers: INestApplicationContext;
  let admin: SignedInUser;
  let basic: Plan;
  let business: Plan;
  let premium: Plan;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    const env = {
      REDIS_URL: redis.url,
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: await stripe.start(),
    };
    ({ app: api } = await createTestApp(env));
    await inContext(api, (em) =>
      em.getConnection().execute('update outbox_event set sent_at = now() where sent_at is null'),
    );
    workers = await createWorkers(loadConfig({ ...process.env, ...env }));
    [basic, business, premium] = await ensurePlans(api);
    await inContext(api, (em) =>
      em
        .getConnection()
        .execute(
          `update plan set stripe_price_id = case name when 'Basic' then 'price_basic' when 'Business' then 'price_business' else null end`,
        ),
    );
    admin = await createSignedIn(api, 'admin');
  });
  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await redis?.stop();
    await stripe.stop();
  });

  const deliver = (delivery: { payload: string; signature: string }) =>
    api.request('POST', '/api/billing/webhook', {
      headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
      rawBody: delivery.payload,
    });
  const processed = (eventId: string) =>
    waitUntil(`Stripe event ${eventId} to be applied`, () =>
      inContext(api, async (em) => {
        const [row] = await em
          .getConnection()
          .execute<{ outcome: string | null }[]>(
            'select outcome from stripe_event where id = ? and processed_at is not null',
            [eventId],
          );
        return row?.outcome ?? undefined;
      }),
    );
  const subscriptionOf = async (auth: Auth) =>
    (await api.request('GET', '/api/me/subscription', { headers: auth })).json();
  const limitsOf = async (auth: Auth) => (await api.request('GET', '/api/me/limits', { headers: auth })).json();
  const customerOf = (clientId: string) =>
    inContext(
      api,
      async (em) =>
        (
          await em
            .getConnection()
            .execute<{ customer_id: string }[]>('select customer_id from stripe_customer where client_id = ?', [
              clientId,
            ])
        )[0]?.customer_id,
    );

  /** A client that bought Business: checkout, then Stripe's completed checkout delivered and applied. */
  async function payingClient(subscriptionId: string): Promise<{ client: SignedInUser; customerId: string }> {
    const client = await createSignedIn(api, 'client');
    expect(
      (await api.request('POST', '/api/billing/checkout', { headers: client.auth, payload: { planId: business.id } }))
        .statusCode,
    ).toBe(200);
    const customerId = (await customerOf(client.id))!;
    stripe.subscriptions.set(subscriptionId, stripeSubscription(subscriptionId, customerId, 'price_business'));
    const completed = signedEvent('checkout.session.completed', {
      id: `cs_${subscriptionId}`,
      object: 'checkout.session',
      mode: 'subscription',
      customer: customerId,
      subscription: subscriptionId,
      client_reference_id: client.id,
    });
    expect((await deliver(completed)).statusCode).toBe(200);
    await processed(completed.id);
    return { client, customerId };
  }

  it('starts a checkout for the plan’s price with the client’s one customer, and never trusts the redirect', async () => {
    const client = await createSignedIn(api, 'client');
    const first = await api.request('POST', '/api/billing/checkout', {
      headers: client.auth,
      payload: { planId: business.id },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_/);
    const session = stripe.callsTo('/v1/checkout/sessions').at(-1)!.params;
    expect(session).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_business',
      client_reference_id: client.id,
      'metadata[planId]': business.id,
    });
    expect(session.success_url).toMatch(/\/client\/subscription\?checkout=success&plan=/);

    expect(
      (await api.request('POST', '/api/billing/checkout', { headers: client.auth, payload: { planId: basic.id } }))
        .statusCode,
    ).toBe(200);
    const customers = stripe.callsTo('/v1/customers').filter((call) => call.params['metadata[clientId]'] === client.id);
    expect(customers).toHaveLength(1);
    expect(customers[0].idempotencyKey).toBe(`contentflow-customer-${client.id}`);
    // Nothing changes before Stripe says so.
    expect(await subscriptionOf(client.auth)).toBeNull();
  });

  it('activates the plan and its limits when the completed checkout arrives, closing the manual plan', async () => {
    const client = await createSignedIn(api, 'client');
    await subscribe(api, client.id, basic);
    expect(
      (await api.request('POST', '/api/billing/checkout', { headers: client.auth, payload: { planId: business.id } }))
        .statusCode,
    ).toBe(200);
    const customerId = (await customerOf(client.id))!;
    stripe.subscriptions.set('sub_activate', stripeSubscription('sub_activate', customerId, 'price_business'));
    const completed = signedEvent('checkout.session.completed', {
      id: 'cs_activate',
      object: 'checkout.session',
      mode: 'subscription',
      customer: customerId,
      subscription: 'sub_activate',
    });
    expect((await deliver(completed)).json()).toEqual({ received: true, duplicate: false });
    expect(await processed(completed.id)).toBe('created: active, plan Business');

    expect(await subscriptionOf(client.auth)).toMatchObject({
      status: 'active',
      source: 'stripe',
      stripeSubscriptionId: 'sub_activate',
      plan: { id: business.id },
      currentPeriodStart: new Date(1_800_000_000_000).toISOString(),
      currentPeriodEnd: new Date(1_802_592_000_000).toISOString(),
    });
    expect(await limitsOf(client.auth)).toMatchObject({
      planName: 'Business',
      postLimit: business.postLimit,
      reelLimit: business.reelLimit,
    });
    const rows = await inContext(api, (em) =>
      em
        .getConnection()
        .execute<{ status: string }[]>('select status from subscription where user_id = ? order by created_at', [
          client.id,
        ]),
    );
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'active']);
    await waitUntil('the client to be told', () =>
      inContext(
        api,
        async (em) =>
          (
            await em
              .getConnection()
              .execute('select 1 from notification where user_id = ? and message = ?', [
                client.id,
                'Dein Plan Business ist aktiv',
              ])
          ).length > 0,
      ),
    );
  });

  it('applies the same event delivered twice once', async () => {
    const { client, customerId } = await payingClient('sub_twice');
    const updated = signedEvent(
      'customer.subscription.updated',
      stripeSubscription('sub_twice', customerId, 'price_basic'),
    );
    const answers = [await deliver(updated), await deliver(updated)];
    expect(answers.map((answer) => answer.json().duplicate)).toEqual([false, true]);
    await processed(updated.id);
    const counts = await inContext(api, async (em) => {
      const [events] = await em
        .getConnection()
        .execute<{ n: string }[]>('select count(*) as n from stripe_event where id = ?', [updated.id]);
      const [outbox] = await em
        .getConnection()
        .execute<{ n: string }[]>(
          `select count(*) as n from outbox_event where type = 'StripeEventReceived' and payload->>'stripeEventId' = ?`,
          [updated.id],
        );
      return [Number(events.n), Number(outbox.n)];
    });
    expect(counts).toEqual([1, 1]);
    expect((await subscriptionOf(client.auth)).plan.id).toBe(basic.id);
  });

  it('leaves it cancelled when subscription.deleted arrives before an older updated', async () => {
    const { client, customerId } = await payingClient('sub_order');
    const now = Math.floor(Date.now() / 1000);
    const deleted = signedEvent(
      'customer.subscription.deleted',
      stripeSubscription('sub_order', customerId, 'price_business', 'canceled'),
      { created: now + 20 },
    );
    const olderUpdate = signedEvent(
      'customer.subscription.updated',
      stripeSubscription('sub_order', customerId, 'price_business', 'active'),
      { created: now + 10 },
    );
    await deliver(deleted);
    await processed(deleted.id);
    await deliver(olderUpdate);
    expect(await processed(olderUpdate.id)).toBe('subscription already cancelled');
    expect(await subscriptionOf(client.auth)).toBeNull();
    expect(await limitsOf(client.auth)).toMatchObject({ planName: 'Kein Plan', postLimit: 0 });

    // And an older state never overwrites a newer one.
    const second = await payingClient('sub_time');
    const newer = signedEvent(
      'customer.subscription.updated',
      stripeSubscription('sub_time', second.customerId, 'price_basic'),
      { created: now + 30 },
    );
    const older = signedEvent(
      'customer.subscription.updated',
      stripeSubscription('sub_time', second.customerId, 'price_business'),
      { created: now + 25 },
    );
    await deliver(newer);
    await processed(newer.id);
    await deliver(older);
    expect(await processed(older.id)).toBe('older than the subscription');
    expect((await subscriptionOf(second.client.auth)).plan.id).toBe(basic.id);
  });

  it('marks it past_due on a failed payment, keeps the limits while Stripe retries, and mails the client once', async () => {
    const { client, customerId } = await payingClient('sub_fail');
    const invoice = {
      id: 'in_fail',
      object: 'invoice',
      customer: customerId,
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_fail' } },
    };
    const failed = signedEvent('invoice.payment_failed', invoice, { created: Math.floor(Date.now() / 1000) + 60 });
    await deliver(failed);
    await deliver(failed);
    await processed(failed.id);
    expect(await subscriptionOf(client.auth)).toMatchObject({ status: 'past_due', source: 'stripe' });
    expect(await limitsOf(client.auth)).toMatchObject({ planName: 'Business' });
    const mails = () =>
      inContext(api, (em) =>
        em
          .getConnection()
          .execute<{ template: string }[]>(
            `select template from sent_mail where recipient_id = ? and template = 'payment-failed'`,
            [client.id],
          ),
      );
    await waitUntil('the payment-failed mail', async () => (await mails()).length > 0);
    expect(await mails()).toHaveLength(1);

    const paid = signedEvent('invoice.paid', invoice, { created: Math.floor(Date.now() / 1000) + 120 });
    await deliver(paid);
    expect(await processed(paid.id)).toBe('paid: active again');
    expect((await subscriptionOf(client.auth)).status).toBe('active');
  });

  it('answers a bad signature with 400 and records nothing', async () => {
    const forged = signedEvent(
      'checkout.session.completed',
      { id: 'cs_forged', mode: 'subscription' },
      { secret: 'whsec_someone_else' },
    );
    const answer = await deliver(forged);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    expect(
      (
        await api.request('POST', '/api/billing/webhook', {
          headers: { 'content-type': 'application/json' },
          rawBody: forged.payload,
        })
      ).statusCode,
    ).toBe(400);
    const rows = await inContext(api, (em) =>
      em.getConnection().execute('select 1 from stripe_event where id = ?', [forged.id]),
    );
    expect(rows).toHaveLength(0);
  });

  it("refuses the admin's manual assignment over a Stripe subscription (409) and shows it as Stripe's", async () => {
    const { client, customerId } = await payingClient('sub_admin');
    const assigned = await api.request('PUT', `/api/admin/clients/${client.id}/plan`, {
      headers: admin.auth,
      payload: { planId: premium.id },
    });
    expect(assigned.statusCode).toBe(409);
    expect(assigned.json()).toMatchObject({
      code: 'STRIPE_MANAGED',
      message: 'Dieses Abo wird über Stripe verwaltet. Änderungen bitte im Stripe-Dashboard vornehmen.',
    });
    const detail = (await api.request('GET', `/api/admin/clients/${client.id}`, { headers: admin.auth })).json();
    expect(detail.subscription).toMatchObject({
      source: 'stripe',
      status: 'active',
      stripeDashboardUrl: `https://dashboard.stripe.com/test/customers/${customerId}`,
    });
  });

  it('opens the portal for the client only; checkout and portal refuse an admin in the client’s view', async () => {
    const { client, customerId } = await payingClient('sub_portal');
    const portal = await api.request('POST', '/api/billing/portal', { headers: client.auth });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toContain(`/portal/${customerId}`);
    expect(stripe.callsTo('/v1/billing_portal/sessions').at(-1)!.params.return_url).toMatch(/\/client\/profile$/);

    const viewAs = { ...admin.auth, 'x-view-as-client': client.id };
    for (const path of ['/api/billing/portal', '/api/billing/checkout']) {
      const answer = await api.request('POST', path, { headers: viewAs, payload: { planId: basic.id } });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toContain('nur der Kunde selbst');
    }
    // A second checkout would bill twice: the plan changes in the portal.
    expect(
      (
        await api.request('POST', '/api/billing/checkout', { headers: client.auth, payload: { planId: basic.id } })
      ).json(),
    ).toMatchObject({ code: 'STRIPE_MANAGED' });
  });

  it('sells only plans with a Stripe price, and turns plan requests into checkouts', async () => {
    const client = await createSignedIn(api, 'client');
    expect((await api.request('GET', '/api/billing/config', { headers: client.auth })).json()).toEqual({
      paymentsEnabled: true,
    });
    expect(
      (
        await api.request('POST', '/api/billing/checkout', { headers: client.auth, payload: { planId: premium.id } })
      ).json(),
    ).toMatchObject({ code: 'PLAN_NOT_PURCHASABLE' });
    expect((await api.request('POST', '/api/billing/portal', { headers: client.auth })).json()).toMatchObject({
      code: 'NO_STRIPE_CUSTOMER',
    });
    const request = await api.request('POST', '/api/me/plan-requests', {
      headers: client.auth,
      payload: { planId: business.id },
    });
    expect(request.statusCode).toBe(409);
    expect(request.json()).toMatchObject({ code: 'PAYMENTS_ENABLED' });
  });
});

describe('billing without Stripe configured', () => {
  let api: TestApp;
  let client: SignedInUser;

  beforeAll(async () => {
    ({ app: api } = await createTestApp());
    client = await createSignedIn(api, 'client');
  });
  afterAll(() => api?.close());

  it('answers 503 PAYMENTS_DISABLED on every billing endpoint and keeps plan requests', async () => {
    expect((await api.request('GET', '/api/billing/config', { headers: client.auth })).json()).toEqual({
      paymentsEnabled: false,
    });
    const [plan] = await ensurePlans(api);
    for (const path of ['/api/billing/checkout', '/api/billing/portal']) {
      const answer = await api.request('POST', path, { headers: client.auth, payload: { planId: plan.id } });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ code: 'PAYMENTS_DISABLED' });
    }
    const webhook = await api.request('POST', '/api/billing/webhook', {
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      rawBody: '{}',
    });
    expect(webhook.statusCode).toBe(503);
    expect(
      (await api.request('POST', '/api/me/plan-requests', { headers: client.auth, payload: { planId: plan.id } }))
        .statusCode,
    ).toBe(201);
  });
});
