import { createUser, ensurePlans, signIn, subscribe, type TestUser } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

describe('the HTTP platform', () => {
  let app: TestApp;
  let client: TestUser;
  let admin: TestUser;
  let designer: TestUser;
  let clientAuth: Record<string, string>;
  let adminAuth: Record<string, string>;
  let designerAuth: Record<string, string>;

  beforeAll(async () => {
    ({ app } = await createTestApp({ BODY_LIMIT_BYTES: '4096' }));
    [client, admin, designer] = await Promise.all([
      createUser(app, 'client', 'Kundin Keller'),
      createUser(app, 'admin', 'Admin Amrein'),
      createUser(app, 'designer', 'Designer Dürr'),
    ]);
    [clientAuth, adminAuth, designerAuth] = (
      await Promise.all([client, admin, designer].map((u) => signIn(app, u)))
    ).map((s) => s.auth);
  });
  afterAll(() => app.close());

  describe('roles guard', () => {
    it('denies a client and a designer an admin endpoint with 403, admits the admin', async () => {
      for (const headers of [clientAuth, designerAuth]) {
        const response = await app.request('GET', '/api/admin/stats', { headers });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          statusCode: 403,
          code: 'FORBIDDEN',
          message: 'Keine Berechtigung für diese Aktion',
        });
      }
      expect((await app.request('GET', '/api/admin/stats', { headers: adminAuth })).statusCode).toBe(200);
    });

    it('denies a designer a client endpoint, and answers 401 without a session', async () => {
      expect((await app.request('GET', '/api/me/subscription', { headers: designerAuth })).statusCode).toBe(403);
      expect((await app.request('GET', '/api/me/subscription')).statusCode).toBe(401);
    });
  });

  describe('X-View-As-Client', () => {
    it('is refused with 403 for a client and a designer', async () => {
      for (const headers of [clientAuth, designerAuth]) {
        const response = await app.request('GET', '/api/me/profile', {
          headers: { ...headers, 'x-view-as-client': client.id },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Nur Administratoren dürfen die Kundenansicht nutzen');
      }
    });

    it('lets an admin act as the client on client endpoints', async () => {
      const response = await app.request('GET', '/api/me/profile', {
        headers: { ...adminAuth, 'x-view-as-client': client.id },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: client.id, name: 'Kundin Keller' });
      const subscription = await app.request('GET', '/api/me/subscription', {
        headers: { ...adminAuth, 'x-view-as-client': client.id },
      });
      expect(subscription.statusCode).toBe(200);
      // Without the header the admin is no client.
      expect((await app.request('GET', '/api/me/subscription', { headers: adminAuth })).statusCode).toBe(403);
    });

    it('answers 404 for an id that is no client', async () => {
      for (const id of [designer.id, '00000000-0000-4000-8000-000000000000', 'kein-uuid']) {
        const response = await app.request('GET', '/api/me/profile', {
          headers: { ...adminAuth, 'x-view-as-client': id },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Kunde nicht gefunden');
      }
    });
  });

  describe('bad requests never answer 500', () => {
    it('answers malformed JSON with 400', async () => {
      const response = await app.request('POST', '/api/auth/sign-in', {
        rawBody: '{"email": "a@b.ch",',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Die Anfrage enthält kein gültiges JSON',
      });
    });

    it('answers an oversized body with 413', async () => {
      const response = await app.request('POST', '/api/auth/sign-up', {
        payload: { name: 'x'.repeat(10_000), email: 'gross@example.ch', password: 'Sonnen-Blumen-Feld-42' },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        statusCode: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Die Anfrage ist zu gross',
      });
    });

    it('answers an unknown API path with a 404 in the error shape', async () => {
      const response = await app.request('GET', '/api/gibt-es-nicht', { unknownRoute: true });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('answers a body that is no JSON object with 400', async () => {
      const response = await app.request('POST', '/api/auth/sign-in', {
        rawBody: '"nur ein text"',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('plans and subscription', () => {
    it('lists plans cheapest first without a session', async () => {
      await ensurePlans(app);
      const response = await app.request('GET', '/api/plans');
      expect(response.statusCode).toBe(200);
      const plans = response.json<
        {
          name: string;
          price: number;
          priceDisplay: string;
          features: string[];
          isRecommended: boolean;
          ctaLabel: string;
        }[]
      >();
      // Other test files add plans of their own to this database; the order is what matters.
      expect(plans.map((p) => p.price)).toEqual([...plans.map((p) => p.price)].sort((a, b) => a - b));
      const catalogue = plans.filter((p) => ['Basic', 'Business', 'Premium'].includes(p.name));
      expect(catalogue.map((p) => p.name)).toEqual(['Basic', 'Business', 'Premium']);
      expect(catalogue.map((p) => p.price)).toEqual([290, 590, 990]);
      expect(catalogue.filter((p) => p.isRecommended)).toHaveLength(1);
      expect(catalogue[0]).toMatchObject({
        priceDisplay: 'CHF 290.00 / Monat',
        ctaLabel: 'Plan wählen',
        postLimit: 8,
        carouselLimit: 2,
        reelLimit: 1,
      });
    });

    it("answers the client's active subscription, or null", async () => {
      const [basic] = await ensurePlans(app);
      const fresh = await createUser(app, 'client');
      const { auth } = await signIn(app, fresh);
      expect((await app.request('GET', '/api/me/subscription', { headers: auth })).json()).toBeNull();
      await subscribe(app, fresh.id, basic);
      const subscription = (await app.request('GET', '/api/me/subscription', { headers: auth })).json();
      expect(subscription).toMatchObject({ status: 'active', plan: { name: 'Basic' }, stripeSubscriptionId: null });
    });
  });

  describe('profile', () => {
    it('updates name and e-mail, and refuses an empty name', async () => {
      const user = await createUser(app, 'client');
      const { auth } = await signIn(app, user);
      const email = `neu-${user.email}`;
      const updated = await app.request('PATCH', '/api/me/profile', {
        headers: auth,
        payload: { name: 'Neuer Name', email, currentPassword: user.password },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ name: 'Neuer Name', email, status: 'active' });
      const empty = await app.request('PATCH', '/api/me/profile', { headers: auth, payload: { name: '  ' } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Name darf nicht leer sein');
    });
  });

  describe('documentation', () => {
    it('serves the OpenAPI document and the Swagger UI', async () => {
      const document = await app.request('GET', '/api/openapi.json');
      expect(document.statusCode).toBe(200);
      expect(Object.keys(document.json().paths)).toEqual(
        expect.arrayContaining(['/api/auth/sign-in', '/api/plans', '/api/health']),
      );
      const ui = await app.request('GET', '/api/docs');
      expect(ui.statusCode).toBe(200);
      expect(ui.body).toContain('swagger');
    });
  });
});

describe('GET /api/health', () => {
  it('reports Postgres and Redis up', async () => {
    const { app } = await createTestApp();
    try {
      const response = await app.request('GET', '/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', db: 'up', redis: 'up' });
    } finally {
      await app.close();
    }
  });

  it('reports Redis down with 503 when Redis is unreachable', async () => {
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    const { app } = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const response = await app.request('GET', '/api/health');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', db: 'up', redis: 'down' });
    } finally {
      await app.close();
    }
  });
});
