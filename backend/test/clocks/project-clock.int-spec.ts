import { Plan } from '../../src/billing/plan.entity.js';
import type { AdminPlan, PlanInfo } from '../../src/contracts/billing-answers.js';
import type { OverdueBoard, ProjectDetail, ProjectPage } from '../../src/contracts/project-answers.js';
import { stoppedClock } from '../clock.js';
import { createUser, inContext, linkDesigner, signIn, subscribe, type SignedInUser } from '../factories.js';
import { form, PNG } from '../files.js';
import { cast, createProject, type Cast } from '../projects-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

describe('stage clocks over HTTP: the plan promises, the order shows who owes the next move by when', () => {
  let app: TestApp;
  let people: Cast;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    people = await cast(app);
  });
  afterAll(async () => {
    await app.request('PUT', '/api/admin/settings', { headers: people.admin.auth, payload: { canton: 'ZH' } });
    await app.close();
  });

  const detail = async (id: string, auth: Record<string, string>) => {
    const response = await app.request('GET', `/api/projects/${id}`, { headers: auth });
    expect(response.statusCode).toBe(200);
    return response.json<ProjectDetail>();
  };

  it("lists each plan's turnaround, 3 / 1 / 2 / 3 business days unless the admin sets otherwise", async () => {
    const plans = (await app.request('GET', '/api/plans')).json<PlanInfo[]>();
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan.turnaround).toEqual({ design: 3, check: 1, rework: 2, review: 3 });
  });

  it('lets the admin set a plan’s turnaround, stage by stage, within 1 to 30 business days', async () => {
    const created = await app.request('POST', '/api/admin/plans', {
      headers: people.admin.auth,
      payload: {
        name: `Express ${Date.now()}`,
        price: 990,
        postLimit: 10,
        carouselLimit: 2,
        reelLimit: 1,
        turnaround: { design: 1, check: 1, rework: 1, review: 2 },
      },
    });
    expect(created.statusCode).toBe(201);
    const plan = created.json<AdminPlan>();
    expect(plan.turnaround).toEqual({ design: 1, check: 1, rework: 1, review: 2 });

    const changed = await app.request('PATCH', `/api/admin/plans/${plan.id}`, {
      headers: people.admin.auth,
      payload: { turnaround: { review: 5 } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<AdminPlan>().turnaround).toEqual({ design: 1, check: 1, rework: 1, review: 5 });

    const refused = await app.request('PATCH', `/api/admin/plans/${plan.id}`, {
      headers: people.admin.auth,
      payload: { turnaround: { design: 0 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'Die Frist «Erste Version (Designer)» muss eine ganze Zahl von 1 bis 30 Arbeitstagen sein',
    );
  });

  it("keeps the canton of the business days in the installation's settings, for admins only", async () => {
    expect((await app.request('GET', '/api/admin/settings', { headers: people.admin.auth })).json()).toEqual({
      canton: 'ZH',
    });
    const refused = await app.request('PUT', '/api/admin/settings', {
      headers: people.admin.auth,
      payload: { canton: 'XX' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('Bitte wähle einen Kanton (zwei Buchstaben, z. B. ZH)');
    expect(
      (await app.request('PUT', '/api/admin/settings', { headers: people.client.auth, payload: { canton: 'BE' } }))
        .statusCode,
    ).toBe(403);
    expect((await app.request('GET', '/api/admin/settings', { headers: people.designer.auth })).statusCode).toBe(403);
  });

  it("shows the running stage's due day, counted in business days from when it began, to everyone on the order", async () => {
    const { client, designer, admin } = people;
    const clock = stoppedClock(app, new Date('2026-11-23T09:00:00Z')); // Monday 10:00 in Zurich
    const { id } = await createProject(app, client.auth);

    const first = await detail(id, client.auth);
    expect(first.clock).toEqual({
      stage: 'design',
      owedBy: 'designer',
      startedAt: '2026-11-23T09:00:00.000Z',
      dueDay: '2026-11-26',
      dueAt: '2026-11-26T23:00:00.000Z',
      state: 'on_time',
      businessDaysAllowed: 3,
    });
    expect((await detail(id, designer.auth)).clock).toEqual(first.clock);

    clock.set('2026-11-26T10:00:00Z');
    expect((await detail(id, admin.auth)).clock?.state).toBe('due_today');
    clock.set('2026-11-27T00:30:00Z');
    expect((await detail(id, admin.auth)).clock?.state).toBe('overdue');

    // The designer submits on Friday evening: the admins' check of one day is due on Monday.
    clock.set('2026-11-27T18:30:00Z');
    expect((await app.request('POST', `/api/projects/${id}/start`, { headers: designer.auth })).statusCode).toBe(200);
    const submitted = await app.request('POST', `/api/projects/${id}/final-designs`, {
      headers: designer.auth,
      form: form([{ name: 'entwurf.png', bytes: PNG }]),
    });
    expect(submitted.json<ProjectDetail>().clock).toMatchObject({
      stage: 'check',
      owedBy: 'admin',
      dueDay: '2026-11-30',
      state: 'on_time',
      businessDaysAllowed: 1,
    });

    clock.set('2026-11-30T08:00:00Z');
    const passed = await app.request('POST', `/api/projects/${id}/admin-approve`, { headers: admin.auth });
    expect(passed.json<ProjectDetail>().clock).toMatchObject({
      stage: 'review',
      owedBy: 'client',
      dueDay: '2026-12-03',
      businessDaysAllowed: 3,
    });
    const approved = await app.request('POST', `/api/projects/${id}/approve`, { headers: client.auth });
    expect(approved.json<ProjectDetail>().clock).toBeNull();
  });

  it("times a stage by its client's plan and the installation's canton as they are when it begins (Bern keeps 2 January)", async () => {
    const plan = await inContext(app, async (em) => {
      const express = em.create(Plan, {
        name: `Zwei Tage ${Date.now()}`,
        price: 50,
        priceDisplay: 'CHF 50',
        postLimit: 5,
        carouselLimit: 1,
        reelLimit: 1,
        features: [],
        stripePriceId: null,
        turnaround: { design: 2, check: 1, rework: 1, review: 2 },
      });
      await em.flush();
      return express;
    });
    const owner = await createUser(app, 'client', 'Kundin Bern');
    await subscribe(app, owner.id, plan);
    await linkDesigner(app, owner.id, people.designer.id);
    const client: SignedInUser = { ...owner, auth: (await signIn(app, owner)).auth };

    const clock = stoppedClock(app, new Date('2025-12-31T09:00:00Z')); // Wednesday 31 December
    const { id } = await createProject(app, client.auth);
    // Zurich: 1 January is a holiday, Friday 2 January a business day; two days: Monday 5 January.
    expect((await detail(id, client.auth)).clock).toMatchObject({ dueDay: '2026-01-05', businessDaysAllowed: 2 });
    expect(
      (
        await app.request('PUT', '/api/admin/settings', { headers: people.admin.auth, payload: { canton: 'BE' } })
      ).json(),
    ).toEqual({ canton: 'BE' });
    // A stage keeps the due day it began with; one that begins now counts Bern's holidays, 2 January too: Tuesday 6 January.
    expect((await detail(id, client.auth)).clock).toMatchObject({ dueDay: '2026-01-05' });
    const { id: later } = await createProject(app, client.auth, {
      title: 'In Bern bestellt',
      description: 'Inhalt',
      contentType: 'post',
    });
    expect((await detail(later, client.auth)).clock).toMatchObject({ dueDay: '2026-01-06', businessDaysAllowed: 2 });
    clock.set('2026-01-06T12:00:00Z');
    expect((await detail(later, client.auth)).clock?.state).toBe('due_today');
    expect((await detail(id, client.auth)).clock?.state).toBe('overdue');
  });

  it('sorts a list by due day, filters the overdue, and gives the admins a board of them by who owes the move', async () => {
    const owner = await createUser(app, 'client', 'Kundin Fristen');
    const [business] = await inContext(app, (em) => em.find(Plan, { name: 'Business' }));
    await subscribe(app, owner.id, business);
    await linkDesigner(app, owner.id, people.designer.id);
    const client: SignedInUser = { ...owner, auth: (await signIn(app, owner)).auth };
    const order = (title: string) =>
      createProject(app, client.auth, { title, description: 'Inhalt', contentType: 'post' });

    const clock = stoppedClock(app, new Date('2026-11-16T09:00:00Z')); // Monday
    const early = await order('Früh'); // design, 3 days: due Thursday 19 November
    clock.set('2026-11-18T09:00:00Z');
    const later = await order('Später'); // due Monday 23 November
    clock.set('2026-11-17T09:00:00Z');
    const middle = await order('Mitte'); // due Friday 20 November
    clock.set('2026-11-20T12:00:00Z'); // Friday noon: «Früh» overdue, «Mitte» due today

    const list = async (query: string) => {
      const response = await app.request('GET', `/api/projects?${query}`, { headers: client.auth });
      expect(response.statusCode).toBe(200);
      return response.json<ProjectPage>();
    };
    const byDue = await list('sort=due');
    expect(byDue.items.map((item) => item.id)).toEqual([early.id, middle.id, later.id]);
    expect(byDue.items.map((item) => [item.clock?.dueDay, item.clock?.state])).toEqual([
      ['2026-11-19', 'overdue'],
      ['2026-11-20', 'due_today'],
      ['2026-11-23', 'on_time'],
    ]);
    expect(byDue.items[0].clock).toEqual((await detail(early.id, client.auth)).clock);
    // Without `sort`, newest placed first: placed at the injected clock's moment, not the real one's.
    expect((await list('page=1')).items.map((item) => item.id)).toEqual([later.id, middle.id, early.id]);
    const overdue = await list('clock=overdue&sort=due');
    expect(overdue).toMatchObject({ total: 1, items: [{ id: early.id }] });
    expect((await app.request('GET', '/api/projects?sort=soon', { headers: client.auth })).statusCode).toBe(400);

    const board = await app.request('GET', '/api/admin/overdue', { headers: people.admin.auth });
    expect(board.statusCode).toBe(200);
    const { designer, admin, client: clients } = board.json<OverdueBoard>();
    expect(designer.map((item) => item.id)).toContain(early.id);
    expect(designer.map((item) => item.id)).not.toContain(middle.id);
    for (const item of [...designer, ...admin, ...clients]) expect(item.clock?.state).toBe('overdue');
    expect(admin.every((item) => item.clock?.owedBy === 'admin')).toBe(true);
    expect((await app.request('GET', '/api/admin/overdue', { headers: people.designer.auth })).statusCode).toBe(403);
  });
});
