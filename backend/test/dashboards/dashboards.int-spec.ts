import { Plan } from '../../src/billing/plan.entity.js';
import { currentZurichMonth } from '../../src/common/zurich-month.js';
import { createUser, ensurePlans, inContext, signIn, subscribe, type TestUser } from '../factories.js';
import { ProjectFactory } from '../project-factory.js';
import { createTestApp, type TestApp } from '../test-app.js';

type Session = TestUser & { auth: Record<string, string> };

describe('designer statistics, dashboards and MRR', () => {
  let app: TestApp;
  let factory: ProjectFactory;
  let admin: Session;
  let client: Session;
  let designer: Session;

  const session = async (user: TestUser): Promise<Session> => ({ ...user, auth: (await signIn(app, user)).auth });
  const get = (path: string, auth: Record<string, string>) => app.request('GET', path, { headers: auth });
  const sql = (text: string, params: unknown[]) => inContext(app, (em) => em.getConnection().execute(text, params));
  const createdAt = (projectId: string, at: string) =>
    sql('update project set created_at = ? where id = ?', [at, projectId]);
  const review = (projectId: string, approved: boolean, at: string) =>
    sql(
      'insert into admin_review (id, project_id, admin_id, approved, feedback, created_at) values (gen_random_uuid(), ?, ?, ?, null, ?)',
      [projectId, admin.id, approved, at],
    );
  /** Moves the latest timeline entry of the type to the given time. */
  const eventAt = (projectId: string, type: string, at: string) =>
    sql(
      'update project_event set at = ? where id = (select id from project_event where project_id = ? and type = ? order by at desc limit 1)',
      [at, projectId, type],
    );

  beforeAll(async () => {
    ({ app } = await createTestApp());
    factory = new ProjectFactory(app);
    admin = await session(await createUser(app, 'admin', 'Dash Admin'));
    client = await session(await createUser(app, 'client', 'Dash Kundin'));
    designer = await session(await createUser(app, 'designer', 'Dora Dashboard'));
  });
  afterAll(() => app.close());

  it.each([
    '/api/admin/designer-stats',
    '/api/admin/designer-stats?month=2026-11',
    '/api/admin/dashboard',
    '/api/admin/review-queue/count',
  ])('GET %s refuses clients and designers (403) and anonymous callers (401)', async (path) => {
    expect((await get(path, client.auth)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await get(path, designer.auth)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await get(path, {})).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    expect((await get(path, admin.auth)).statusCode).toBe(200);
  });

  describe('designer statistics', () => {
    let busy: TestUser;
    let idle: TestUser;

    beforeAll(async () => {
      busy = await createUser(app, 'designer', 'Bruno  Beispiel');
      idle = await createUser(app, 'designer', 'Ida');
      const order = async (
        status: Parameters<ProjectFactory['create']>[0]['status'],
        contentType: 'post' | 'carousel' | 'reel',
        at: string,
      ) => {
        const project = await factory.create({
          status,
          clientId: client.id,
          designerId: busy.id,
          adminId: admin.id,
          contentType,
        });
        await createdAt(project.id, at);
        return project.id;
      };
      // In Zurich (CET, UTC+1 from 25 October 2026): 31 October 23:30 UTC is already 1 November.
      await order('new', 'post', '2026-10-31T23:30:00Z');
      const octoberInProgress = await order('in_progress', 'post', '2026-10-31T22:30:00Z');
      const novemberAdminReview = await order('admin_review', 'post', '2026-11-10T09:00:00Z');
      const novemberReview = await order('review', 'carousel', '2026-11-15T12:00:00Z');
      // 30 November 22:59 UTC is 23:59 in Zurich: still November; 23:30 UTC is December.
      const novemberCompleted = await order('completed', 'reel', '2026-11-30T22:59:00Z');
      await order('new', 'post', '2026-11-30T23:30:00Z');
      // The admin's decisions count in the month they were made, on orders of any month.
      await review(novemberAdminReview, false, '2026-11-05T10:00:00Z');
      await review(novemberReview, true, '2026-11-20T10:00:00Z');
      await review(octoberInProgress, true, '2026-10-31T23:30:00Z');
      await review(novemberCompleted, true, '2026-10-31T22:59:00Z');
    });

    const statsOf = async (month: string) => {
      const response = await get(`/api/admin/designer-stats?month=${month}`, admin.auth);
      expect(response.statusCode).toBe(200);
      return response.json<{ month: string; designers: { id: string }[]; unassigned: unknown }>();
    };
    const zeros = {
      total: 0,
      byStatus: { new: 0, in_progress: 0, review: 0, completed: 0 },
      byContentType: { post: 0, carousel: 0, reel: 0 },
    };

    it('counts the orders created in the Zurich month by bucket and content type, and the decisions made in it', async () => {
      const november = await statsOf('2026-11');
      expect(november.month).toBe('2026-11');
      expect(november.designers.find((row) => row.id === busy.id)).toEqual({
        id: busy.id,
        name: 'Bruno  Beispiel',
        email: busy.email,
        initials: 'BB',
        total: 4,
        byStatus: { new: 1, in_progress: 0, review: 2, completed: 1 },
        byContentType: { post: 2, carousel: 1, reel: 1 },
        approved: 2,
        rejected: 1,
        // Orders written straight to the tables record no stage clock: no stage ended, no rate.
        stagesEnded: 0,
        onTimeRate: null,
      });
      // Designers without orders appear with zeros.
      expect(november.designers.find((row) => row.id === idle.id)).toEqual({
        id: idle.id,
        name: 'Ida',
        email: idle.email,
        initials: 'ID',
        ...zeros,
        approved: 0,
        rejected: 0,
        stagesEnded: 0,
        onTimeRate: null,
      });

      const october = await statsOf('2026-10');
      expect(october.designers.find((row) => row.id === busy.id)).toEqual({
        id: busy.id,
        name: 'Bruno  Beispiel',
        email: busy.email,
        initials: 'BB',
        total: 1,
        byStatus: { new: 0, in_progress: 1, review: 0, completed: 0 },
        byContentType: { post: 1, carousel: 0, reel: 0 },
        approved: 1,
        rejected: 0,
        stagesEnded: 0,
        onTimeRate: null,
      });
      const december = await statsOf('2026-12');
      expect(december.designers.find((row) => row.id === busy.id)).toMatchObject({
        total: 1,
        byStatus: { new: 1 },
        approved: 0,
        rejected: 0,
      });
    });

    it('counts orders waiting for a designer as new, without a designer, across a summer-time month boundary', async () => {
      const waitingClient = await createUser(app, 'client', 'Wartende Kundin');
      const waiting = async (at: string, contentType: 'post' | 'reel') => {
        const project = await factory.create({ status: 'pending_approval', clientId: waitingClient.id, contentType });
        await createdAt(project.id, at);
      };
      // 28 February 2025 23:30 UTC is 1 March in Zurich (CET); 31 March 22:30 UTC is 1 April (CEST, UTC+2).
      await waiting('2025-02-28T23:30:00Z', 'reel');
      await waiting('2025-03-31T21:30:00Z', 'post');
      await waiting('2025-03-31T22:30:00Z', 'post');
      const march = await statsOf('2025-03');
      expect(march.unassigned).toEqual({
        total: 2,
        byStatus: { new: 2, in_progress: 0, review: 0, completed: 0 },
        byContentType: { post: 1, carousel: 0, reel: 1 },
      });
      expect((await statsOf('2025-04')).unassigned).toEqual({
        ...zeros,
        total: 1,
        byStatus: { ...zeros.byStatus, new: 1 },
        byContentType: { ...zeros.byContentType, post: 1 },
      });
    });

    it('defaults to this month in Zurich and validates the month', async () => {
      expect((await get('/api/admin/designer-stats', admin.auth)).json()).toMatchObject({
        month: currentZurichMonth(),
      });
      for (const month of ['2026-13', '2026-1', 'abc', '1999-01', '2026-11-01']) {
        expect((await get(`/api/admin/designer-stats?month=${month}`, admin.auth)).json()).toMatchObject({
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Bitte wähle einen gültigen Monat (JJJJ-MM)',
          errors: [{ field: 'month', message: 'Bitte wähle einen gültigen Monat (JJJJ-MM)' }],
        });
      }
    });
  });

  describe("the admin's waiting orders", () => {
    it('lists the designs waiting for review oldest submission first, the orders waiting for a designer, and the badge count', async () => {
      const reviewer = await createUser(app, 'designer', 'Queue Designer');
      const younger = await factory.create({
        status: 'admin_review',
        clientId: client.id,
        designerId: reviewer.id,
        adminId: admin.id,
        title: 'Jünger',
      });
      const older = await factory.create({
        status: 'admin_review',
        clientId: client.id,
        designerId: reviewer.id,
        adminId: admin.id,
        title: 'Älter',
      });
      // Long ago, so they lead the list whatever else waits in the database.
      await eventAt(younger.id, 'FinalDesignsSubmitted', '2020-01-02T10:00:00Z');
      await eventAt(older.id, 'FinalDesignsSubmitted', '2020-01-01T10:00:00Z');
      const lonely = await createUser(app, 'client', 'Kundin ohne Designer');
      const waiting = await factory.create({
        status: 'pending_approval',
        clientId: lonely.id,
        title: 'Wartet',
        contentType: 'reel',
      });
      await eventAt(waiting.id, 'ProjectCreated', '2020-01-01T08:00:00Z');

      const dashboard = (await get('/api/admin/dashboard', admin.auth)).json();
      const now = Date.now();
      expect(dashboard.reviewQueue.items.slice(0, 2)).toEqual([
        {
          id: older.id,
          title: 'Älter',
          contentType: 'post',
          client: { id: client.id, name: 'Dash Kundin' },
          designer: { id: reviewer.id, name: 'Queue Designer' },
          submittedAt: '2020-01-01T10:00:00.000Z',
          waitingSeconds: expect.any(Number),
        },
        expect.objectContaining({ id: younger.id, submittedAt: '2020-01-02T10:00:00.000Z' }),
      ]);
      expect(
        Math.abs(dashboard.reviewQueue.items[0].waitingSeconds - (now - Date.parse('2020-01-01T10:00:00Z')) / 1000),
      ).toBeLessThan(120);
      expect(dashboard.waitingForDesigner.items[0]).toEqual({
        id: waiting.id,
        title: 'Wartet',
        contentType: 'reel',
        client: { id: lonely.id, name: 'Kundin ohne Designer' },
        since: '2020-01-01T08:00:00.000Z',
        waitingSeconds: expect.any(Number),
      });

      // The badge, the dashboard and the queue agree.
      const queue = (await get('/api/admin/review-queue', admin.auth)).json<unknown[]>();
      const badge = (await get('/api/admin/review-queue/count', admin.auth)).json();
      expect(badge).toEqual({ count: queue.length });
      expect(dashboard.reviewQueue.count).toBe(queue.length);
      expect(dashboard.waitingForDesigner.count).toBeGreaterThanOrEqual(1);

      // Approving one takes it off the queue and the badge.
      expect(
        (await app.request('POST', `/api/projects/${older.id}/admin-approve`, { headers: admin.auth })).statusCode,
      ).toBe(200);
      expect((await get('/api/admin/review-queue/count', admin.auth)).json()).toEqual({ count: queue.length - 1 });
      const after = (await get('/api/admin/dashboard', admin.auth)).json();
      expect(after.reviewQueue.items.some((item: { id: string }) => item.id === older.id)).toBe(false);
    });

    it('shows the open plan requests, oldest first', async () => {
      const [plan] = await ensurePlans(app);
      const asker = await session(await createUser(app, 'client', 'Dashboard Fragerin'));
      const request = (
        await app.request('POST', '/api/me/plan-requests', { headers: asker.auth, payload: { planId: plan.id } })
      ).json();
      const dashboard = (await get('/api/admin/dashboard', admin.auth)).json();
      expect(dashboard.openPlanRequests.items).toContainEqual(
        expect.objectContaining({
          id: request.id,
          client: { id: asker.id, name: 'Dashboard Fragerin' },
          status: 'open',
        }),
      );
      expect(dashboard.openPlanRequests.count).toBe(dashboard.openPlanRequests.items.length);
    });
  });

  describe("the designer's dashboard", () => {
    it('counts only its own orders by where they stand', async () => {
      const own = await session(await createUser(app, 'designer', 'Eigene Designerin'));
      const other = await createUser(app, 'designer', 'Andere Designerin');
      for (const status of ['new', 'new', 'in_progress', 'admin_review', 'review', 'completed'] as const) {
        await factory.create({ status, clientId: client.id, designerId: own.id, adminId: admin.id });
      }
      await factory.create({ status: 'in_progress', clientId: client.id, designerId: other.id, adminId: admin.id });
      expect((await get('/api/designer/stats', own.auth)).json()).toEqual({
        total: 6,
        new: 2,
        inProgress: 1,
        adminReview: 1,
        clientReview: 1,
        completed: 1,
      });
      expect((await get('/api/designer/stats', admin.auth)).json().total).toBeGreaterThanOrEqual(7);
      expect((await get('/api/designer/stats', client.auth)).statusCode).toBe(403);
      expect((await get('/api/designer/stats', {})).statusCode).toBe(401);
    });
  });

  describe('MRR', () => {
    it('is the sum of the plan prices of active subscriptions, retired plans included, cancelled ones not', async () => {
      const before = (await get('/api/admin/stats', admin.auth)).json<{ mrr: number; activeClients: number }>();
      const plan = (name: string, price: number, retired = false) =>
        inContext(app, async (em) => {
          const created = em.create(Plan, {
            name: `${name} ${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
            price,
            priceDisplay: `CHF ${price.toFixed(2)}`,
            description: '',
            postLimit: 1,
            carouselLimit: 1,
            reelLimit: 1,
            features: [],
            isRecommended: false,
            ctaLabel: 'Plan wählen',
            stripePriceId: null,
            retiredAt: retired ? new Date() : null,
          });
          await em.flush();
          return created;
        });
      const [cheap, dear, retired, dropped] = await Promise.all([
        plan('MRR A', 123.45),
        plan('MRR B', 200.1),
        plan('MRR C', 0.05, true),
        plan('MRR D', 999),
      ]);
      const clients = await Promise.all(['M1', 'M2', 'M3', 'M4'].map((name) => createUser(app, 'client', name)));
      await subscribe(app, clients[0].id, cheap);
      await subscribe(app, clients[1].id, dear);
      await subscribe(app, clients[2].id, retired);
      expect(
        (
          await app.request('PUT', `/api/admin/clients/${clients[3].id}/plan`, {
            headers: admin.auth,
            payload: { planId: dropped.id },
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await app.request('PUT', `/api/admin/clients/${clients[3].id}/plan`, {
            headers: admin.auth,
            payload: { planId: null },
          })
        ).statusCode,
      ).toBe(200);

      const after = (await get('/api/admin/stats', admin.auth)).json<{ mrr: number; activeClients: number }>();
      // 123.45 + 200.10 + 0.05 = 323.60
      expect(Math.round((after.mrr - before.mrr) * 100)).toBe(32360);
      expect(after.activeClients - before.activeClients).toBe(4);
    });
  });
});
