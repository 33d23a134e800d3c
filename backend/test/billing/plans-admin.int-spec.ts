import { Plan } from '../../src/billing/plan.entity.js';
import { createUser, ensurePlans, inContext, signIn, subscribe, type TestUser } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

type Session = TestUser & { auth: Record<string, string> };

describe('plans (admin) and plan requests', () => {
  let app: TestApp;
  let admin: Session;
  let client: Session;
  let designer: Session;

  const session = async (user: TestUser): Promise<Session> => ({ ...user, auth: (await signIn(app, user)).auth });
  const call = (method: string, path: string, auth: Record<string, string>, payload?: unknown) =>
    app.request(method, path, { headers: auth, payload });
  const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const validPlan = (overrides: Record<string, unknown> = {}) => ({
    name: unique('Starter'),
    price: 149.5,
    description: 'Für den Anfang',
    postLimit: 4,
    carouselLimit: 1,
    reelLimit: 0,
    features: ['4 Posts pro Monat', '  1 Carousel pro Monat  '],
    isRecommended: false,
    ctaLabel: 'Los geht’s',
    stripePriceId: 'price_123abc',
    ...overrides,
  });
  async function createPlan(overrides: Record<string, unknown> = {}) {
    const response = await call('POST', '/api/admin/plans', admin.auth, validPlan(overrides));
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; name: string; price: number }>();
  }

  beforeAll(async () => {
    ({ app } = await createTestApp());
    await ensurePlans(app);
    admin = await session(await createUser(app, 'admin', 'Plan Admin'));
    client = await session(await createUser(app, 'client', 'Plan Kundin'));
    designer = await session(await createUser(app, 'designer', 'Plan Designer'));
  });
  afterAll(() => app.close());

  describe('who may call', () => {
    const ID = '00000000-0000-4000-8000-000000000000';
    // Three values per row: with fewer, Jest would pass its done callback as the payload.
    const ADMIN_ENDPOINTS: [string, string, unknown][] = [
      ['GET', '/api/admin/plans', undefined],
      ['POST', '/api/admin/plans', { name: 'X', price: 1, postLimit: 1, carouselLimit: 1, reelLimit: 1 }],
      ['PATCH', `/api/admin/plans/${ID}`, { name: 'Y' }],
      ['POST', `/api/admin/plans/${ID}/retire`, undefined],
      ['DELETE', `/api/admin/plans/${ID}`, undefined],
      ['GET', '/api/admin/plan-requests?status=open', undefined],
    ];

    it.each(ADMIN_ENDPOINTS)(
      '%s %s refuses clients and designers (403) and anonymous callers (401)',
      async (method, path, payload) => {
        for (const [auth, status] of [
          [client.auth, 403],
          [designer.auth, 403],
          [{}, 401],
        ] as const) {
          const response = await call(method, path, auth, payload);
          expect(response.statusCode).toBe(status);
          expect(response.json()).toMatchObject({
            statusCode: status,
            code: status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN',
          });
        }
      },
    );

    it('lets only clients (and admins viewing as one) ask for a plan', async () => {
      expect((await call('GET', '/api/me/plan-requests', designer.auth)).statusCode).toBe(403);
      expect((await call('GET', '/api/me/plan-requests', admin.auth)).statusCode).toBe(403);
      expect((await call('GET', '/api/me/plan-requests', {})).statusCode).toBe(401);
      expect((await call('POST', '/api/me/plan-requests', designer.auth, { planId: ID })).statusCode).toBe(403);
      expect(
        (await call('GET', '/api/me/plan-requests', { ...admin.auth, 'x-view-as-client': client.id })).statusCode,
      ).toBe(200);
    });
  });

  describe('creating and changing plans', () => {
    it('creates a plan with its defaults and trimmed features, and lists it on /api/plans', async () => {
      const response = await call(
        'POST',
        '/api/admin/plans',
        admin.auth,
        validPlan({ name: '  Starter Plus  ', stripePriceId: '', ctaLabel: undefined }),
      );
      expect(response.statusCode).toBe(201);
      const plan = response.json();
      expect(plan).toEqual({
        id: expect.any(String),
        name: 'Starter Plus',
        price: 149.5,
        priceDisplay: 'CHF 149.50 / Monat',
        description: 'Für den Anfang',
        postLimit: 4,
        carouselLimit: 1,
        reelLimit: 0,
        features: ['4 Posts pro Monat', '1 Carousel pro Monat'],
        isRecommended: false,
        ctaLabel: 'Plan wählen',
        stripePriceId: null,
        retired: false,
        activeSubscriptions: 0,
        openRequests: 0,
        inUse: false,
        // Without a turnaround of its own, a plan promises 3 / 1 / 2 / 3 business days.
        turnaround: { design: 3, check: 1, rework: 2, review: 3 },
      });
      const listed = (await app.request('GET', '/api/plans')).json<{ id: string; price: number }[]>();
      expect(listed.find((entry) => entry.id === plan.id)).toMatchObject({ name: 'Starter Plus', price: 149.5 });
      expect(listed.map((entry) => entry.price)).toEqual([...listed.map((entry) => entry.price)].sort((a, b) => a - b));
      // The name is unique.
      const again = await call('POST', '/api/admin/plans', admin.auth, validPlan({ name: 'Starter Plus' }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'PLAN_NAME_TAKEN',
        message: 'Ein Plan mit diesem Namen existiert bereits',
      });
      await call('DELETE', `/api/admin/plans/${plan.id}`, admin.auth);
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      ['no name', { name: '   ' }, 'name', 'Bitte gib einen Namen ein'],
      ['a long name', { name: 'x'.repeat(101) }, 'name', 'Der Name darf höchstens 100 Zeichen lang sein'],
      [
        'three decimals',
        { price: 10.005 },
        'price',
        'Bitte gib einen Preis zwischen 0 und 100000 CHF mit höchstens 2 Nachkommastellen ein',
      ],
      [
        'a negative price',
        { price: -1 },
        'price',
        'Bitte gib einen Preis zwischen 0 und 100000 CHF mit höchstens 2 Nachkommastellen ein',
      ],
      [
        'a price as text',
        { price: '290' },
        'price',
        'Bitte gib einen Preis zwischen 0 und 100000 CHF mit höchstens 2 Nachkommastellen ein',
      ],
      [
        'a fractional limit',
        { postLimit: 1.5 },
        'postLimit',
        'Das Post-Limit muss eine ganze Zahl zwischen 0 und 1000 sein',
      ],
      [
        'a huge limit',
        { reelLimit: 1001 },
        'reelLimit',
        'Das Reel-Limit muss eine ganze Zahl zwischen 0 und 1000 sein',
      ],
      [
        'a missing limit',
        { carouselLimit: undefined },
        'carouselLimit',
        'Das Carousel-Limit muss eine ganze Zahl zwischen 0 und 1000 sein',
      ],
      ['21 features', { features: Array.from({ length: 21 }, (_, i) => `F${i}`) }, 'features', 'Höchstens 20 Features'],
      [
        'an empty feature',
        { features: ['ok', '  '] },
        'features',
        'Jedes Feature muss ein Text mit 1 bis 200 Zeichen sein',
      ],
      [
        'a long description',
        { description: 'x'.repeat(2001) },
        'description',
        'Die Beschreibung darf höchstens 2000 Zeichen lang sein',
      ],
      [
        'a bad price id',
        { stripePriceId: 'price 1; drop' },
        'stripePriceId',
        'Die Preis-ID des Zahlungsanbieters darf nur Buchstaben, Ziffern und _ enthalten (höchstens 200 Zeichen)',
      ],
      ['recommended as text', { isRecommended: 'ja' }, 'isRecommended', 'Empfohlen muss wahr oder falsch sein'],
    ])('refuses %s', async (_, overrides, field, message) => {
      const response = await call('POST', '/api/admin/plans', admin.auth, validPlan(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message,
        errors: expect.arrayContaining([{ field, message }]),
      });
    });

    it('changes only the given fields; the display follows a new price', async () => {
      const plan = await createPlan({ price: 100 });
      const response = await call('PATCH', `/api/admin/plans/${plan.id}`, admin.auth, {
        price: 120.25,
        features: ['Neu'],
        isRecommended: true,
        name: null,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: plan.name,
        price: 120.25,
        priceDisplay: 'CHF 120.25 / Monat',
        features: ['Neu'],
        isRecommended: true,
        postLimit: 4,
      });
      const custom = await call('PATCH', `/api/admin/plans/${plan.id}`, admin.auth, {
        priceDisplay: 'Auf Anfrage',
        stripePriceId: null,
      });
      expect(custom.json()).toMatchObject({ priceDisplay: 'Auf Anfrage', stripePriceId: null, price: 120.25 });
      expect((await call('PATCH', `/api/admin/plans/${plan.id}`, admin.auth, { postLimit: -1 })).json()).toMatchObject({
        statusCode: 400,
        message: 'Das Post-Limit muss eine ganze Zahl zwischen 0 und 1000 sein',
      });
      expect(
        (await call('PATCH', '/api/admin/plans/00000000-0000-4000-8000-000000000000', admin.auth, { price: 1 })).json(),
      ).toMatchObject({
        statusCode: 404,
        message: 'Plan nicht gefunden',
      });
      await call('DELETE', `/api/admin/plans/${plan.id}`, admin.auth);
    });
  });

  describe('deleting and retiring', () => {
    it('deletes a plan nobody uses', async () => {
      const plan = await createPlan();
      expect((await call('DELETE', `/api/admin/plans/${plan.id}`, admin.auth)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/admin/plans/${plan.id}`, admin.auth)).statusCode).toBe(404);
    });

    it('refuses to delete a plan with a subscription (also a cancelled one) or an open request; retiring hides it but keeps it working', async () => {
      const plan = await createPlan({ postLimit: 7 });
      const subscriber = await session(await createUser(app, 'client', 'Abonnentin'));
      expect(
        (await call('PUT', `/api/admin/clients/${subscriber.id}/plan`, admin.auth, { planId: plan.id })).statusCode,
      ).toBe(200);

      const refused = await call('DELETE', `/api/admin/plans/${plan.id}`, admin.auth);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        statusCode: 409,
        code: 'PLAN_IN_USE',
        message:
          'Dieser Plan wird noch verwendet (Abonnements oder offene Anfragen) und kann nicht gelöscht werden. Nimm ihn stattdessen aus dem Angebot.',
      });
      // Cancelled, it still has the history of a subscription.
      expect(
        (await call('PUT', `/api/admin/clients/${subscriber.id}/plan`, admin.auth, { planId: null })).statusCode,
      ).toBe(200);
      expect((await call('DELETE', `/api/admin/plans/${plan.id}`, admin.auth)).statusCode).toBe(409);
      expect(
        (await call('PUT', `/api/admin/clients/${subscriber.id}/plan`, admin.auth, { planId: plan.id })).statusCode,
      ).toBe(200);

      const retired = await call('POST', `/api/admin/plans/${plan.id}/retire`, admin.auth);
      expect(retired.statusCode).toBe(200);
      expect(retired.json()).toMatchObject({ retired: true, activeSubscriptions: 1, inUse: true });
      expect(
        (await app.request('GET', '/api/plans')).json<{ id: string }[]>().some((entry) => entry.id === plan.id),
      ).toBe(false);
      const adminList = (await call('GET', '/api/admin/plans', admin.auth)).json<{ id: string; retired: boolean }[]>();
      expect(adminList.find((entry) => entry.id === plan.id)).toMatchObject({ retired: true });
      // The subscription keeps working: limits, subscription.
      expect((await call('GET', '/api/me/limits', subscriber.auth)).json()).toMatchObject({
        planName: plan.name,
        postLimit: 7,
      });
      expect((await call('GET', '/api/me/subscription', subscriber.auth)).json()).toMatchObject({
        status: 'active',
        plan: { id: plan.id },
      });
      // Nobody new gets it.
      expect((await call('POST', '/api/me/plan-requests', client.auth, { planId: plan.id })).json()).toMatchObject({
        statusCode: 409,
        code: 'PLAN_RETIRED',
        message: 'Dieser Plan ist nicht mehr verfügbar',
      });
      expect(
        (await call('PUT', `/api/admin/clients/${client.id}/plan`, admin.auth, { planId: plan.id })).json(),
      ).toMatchObject({ statusCode: 409, code: 'PLAN_RETIRED' });

      // Back on sale with PATCH.
      expect((await call('PATCH', `/api/admin/plans/${plan.id}`, admin.auth, { retired: false })).json()).toMatchObject(
        { retired: false },
      );
      expect(
        (await app.request('GET', '/api/plans')).json<{ id: string }[]>().some((entry) => entry.id === plan.id),
      ).toBe(true);
      expect((await call('PATCH', `/api/admin/plans/${plan.id}`, admin.auth, { retired: true })).json()).toMatchObject({
        retired: true,
      });
    });

    it('refuses to delete a plan an open request names', async () => {
      const plan = await createPlan();
      const asker = await session(await createUser(app, 'client', 'Fragende Kundin'));
      expect((await call('POST', '/api/me/plan-requests', asker.auth, { planId: plan.id })).statusCode).toBe(201);
      expect((await call('DELETE', `/api/admin/plans/${plan.id}`, admin.auth)).json()).toMatchObject({
        statusCode: 409,
        code: 'PLAN_IN_USE',
      });
      expect(
        (await call('GET', '/api/admin/plans', admin.auth))
          .json<{ id: string }[]>()
          .find((entry) => entry.id === plan.id),
      ).toMatchObject({ openRequests: 1, inUse: true });
    });
  });

  describe('plan requests', () => {
    it('a client asks, the admin sees it open, assigning the plan grants it and the limits show it', async () => {
      const [, business, premium] = await ensurePlans(app);
      const newcomer = await session(await createUser(app, 'client', 'Neue Kundin'));
      expect((await call('GET', '/api/me/limits', newcomer.auth)).json()).toMatchObject({
        planName: 'Kein Plan',
        postLimit: 0,
      });

      const first = await call('POST', '/api/me/plan-requests', newcomer.auth, { planId: premium.id });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({
        id: expect.any(String),
        planId: premium.id,
        plan: expect.objectContaining({ name: 'Premium', price: 990 }),
        status: 'open',
        createdAt: expect.any(String),
        closedAt: null,
      });
      // Asking for the same plan again answers the open request.
      expect((await call('POST', '/api/me/plan-requests', newcomer.auth, { planId: premium.id })).json()).toMatchObject(
        { id: first.json().id, status: 'open' },
      );
      // Another plan replaces it.
      const second = await call('POST', '/api/me/plan-requests', newcomer.auth, { planId: business.id });
      expect(second.statusCode).toBe(201);
      const mine = (await call('GET', '/api/me/plan-requests', newcomer.auth)).json();
      expect(mine).toEqual([
        expect.objectContaining({ id: second.json().id, planId: business.id, status: 'open', closedAt: null }),
        expect.objectContaining({
          id: first.json().id,
          planId: premium.id,
          status: 'replaced',
          closedAt: expect.any(String),
        }),
      ]);

      const open = (await call('GET', '/api/admin/plan-requests?status=open', admin.auth)).json<{ id: string }[]>();
      expect(open.find((entry) => entry.id === second.json().id)).toEqual({
        id: second.json().id,
        client: { id: newcomer.id, name: 'Neue Kundin' },
        plan: expect.objectContaining({ id: business.id, name: 'Business' }),
        status: 'open',
        createdAt: second.json().createdAt,
        closedAt: null,
      });
      expect(open.some((entry) => entry.id === first.json().id)).toBe(false);

      const assigned = await call('PUT', `/api/admin/clients/${newcomer.id}/plan`, admin.auth, { planId: business.id });
      expect(assigned.statusCode).toBe(200);
      expect((await call('GET', '/api/me/plan-requests', newcomer.auth)).json()[0]).toMatchObject({
        id: second.json().id,
        status: 'granted',
        closedAt: expect.any(String),
      });
      expect(
        (await call('GET', '/api/admin/plan-requests?status=open', admin.auth))
          .json<{ id: string }[]>()
          .some((entry) => entry.id === second.json().id),
      ).toBe(false);
      expect(
        (await call('GET', '/api/admin/plan-requests?status=granted', admin.auth))
          .json<{ id: string }[]>()
          .some((entry) => entry.id === second.json().id),
      ).toBe(true);
      expect((await call('GET', '/api/me/limits', newcomer.auth)).json()).toMatchObject({
        planName: 'Business',
        postLimit: 16,
        carouselLimit: 6,
        reelLimit: 3,
      });

      // The plan it has cannot be asked for again.
      expect(
        (await call('POST', '/api/me/plan-requests', newcomer.auth, { planId: business.id })).json(),
      ).toMatchObject({
        statusCode: 409,
        code: 'PLAN_ALREADY_ACTIVE',
        message: 'Du hast diesen Plan bereits',
      });
    });

    it('an admin viewing as a client asks for it', async () => {
      const [basic] = await ensurePlans(app);
      const viewed = await createUser(app, 'client', 'Angesehene Kundin');
      const response = await call(
        'POST',
        '/api/me/plan-requests',
        { ...admin.auth, 'x-view-as-client': viewed.id },
        { planId: basic.id },
      );
      expect(response.statusCode).toBe(201);
      const open = (await call('GET', '/api/admin/plan-requests?status=open', admin.auth)).json<
        { id: string; client: { id: string } }[]
      >();
      expect(open.find((entry) => entry.id === response.json().id)?.client.id).toBe(viewed.id);
    });

    it('validates the request', async () => {
      expect((await call('POST', '/api/me/plan-requests', client.auth, {})).json()).toMatchObject({
        statusCode: 400,
        message: 'Bitte wähle einen Plan',
        errors: [{ field: 'planId', message: 'Bitte wähle einen Plan' }],
      });
      expect(
        (
          await call('POST', '/api/me/plan-requests', client.auth, { planId: '00000000-0000-4000-8000-000000000000' })
        ).json(),
      ).toMatchObject({
        statusCode: 404,
        message: 'Plan nicht gefunden',
      });
      expect((await call('GET', '/api/admin/plan-requests?status=offen', admin.auth)).json()).toMatchObject({
        statusCode: 400,
        message: 'Unbekannter Status einer Plan-Anfrage',
      });
    });

    it('keeps one open request per client in the database', async () => {
      const [basic, business] = await ensurePlans(app);
      const racer = await session(await createUser(app, 'client', 'Schnelle Kundin'));
      const answers = await Promise.all(
        [basic, business, basic, business].map((plan) =>
          call('POST', '/api/me/plan-requests', racer.auth, { planId: plan.id }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
      const open = await inContext(app, (em) =>
        em
          .getConnection()
          .execute(`select count(*)::int as n from plan_request where client_id = ? and status = 'open'`, [racer.id]),
      );
      expect(open).toEqual([{ n: 1 }]);
    });
  });

  it('counts active subscriptions of a plan for the admin', async () => {
    const plan = await createPlan();
    const [a, b] = await Promise.all([createUser(app, 'client', 'A'), createUser(app, 'client', 'B')]);
    const entity = await inContext(app, (em) => em.findOneOrFail(Plan, plan.id));
    await subscribe(app, a.id, entity);
    await subscribe(app, b.id, entity);
    expect(
      (await call('GET', '/api/admin/plans', admin.auth))
        .json<{ id: string }[]>()
        .find((entry) => entry.id === plan.id),
    ).toMatchObject({ activeSubscriptions: 2, inUse: true });
  });
});
