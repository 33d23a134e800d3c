import { randomUUID } from 'node:crypto';
import { Account } from '../../src/accounts/index.js';
import { PLAN_CATALOGUE } from '../../src/seed/plan-catalogue.js';
import type { Calendar } from '../../src/contracts/calendar-answers.js';
import type { ContentType } from '../../src/contracts/projects.js';
import { ContentIdea } from '../../src/ideas/content-idea.entity.js';
import { Project } from '../../src/projects/lifecycle/project.entity.js';
import { createMember, inContext, signIn } from '../factories.js';
import { ProjectFactory } from '../project-factory.js';
import { cast, createProject, type Cast } from '../projects-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

const NO_ACCESS = 'Kein Zugriff auf diesen Kunden';
/** March 2030 in Zurich: summer time starts on Sunday the 31st at 02:00. */
const FROM = '2030-03-01';
const TO = '2030-03-31';

describe('the editorial calendar: GET /api/clients/:clientId/calendar', () => {
  let app: TestApp;
  let people: Cast;
  let viewer: Record<string, string>;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    people = await cast(app);
    const member = await createMember(app, people.client.id, 'viewer', { name: 'Vera Viewer' });
    viewer = (await signIn(app, member)).auth;
  });
  afterAll(() => app.close());

  const calendar = (clientId: string, headers: Record<string, string>, from = FROM, to = TO) =>
    app.request('GET', `/api/clients/${clientId}/calendar?from=${from}&to=${to}`, { headers });

  async function idea(
    clientId: string,
    date: string,
    title: string,
    contentType: ContentType = 'post',
  ): Promise<string> {
    return inContext(app, async (em) => {
      const row = em.create(ContentIdea, {
        id: randomUUID(),
        client: em.getReference(Account, clientId),
        month: date.slice(0, 7),
        weekNumber: 1,
        date,
        contentType,
        title,
        content: 'Worum es geht',
        description: '',
        hook: '',
        cta: '',
        visualIdea: '',
        hashtags: [],
      });
      await em.flush();
      return row.id;
    });
  }

  /** An order of the client in the status, its running stage due on the day or approved at the moment. */
  async function order(
    clientId: string,
    title: string,
    {
      status,
      due,
      completedAt,
      contentType = 'post',
    }: {
      status: 'review' | 'completed' | 'in_progress';
      due?: string;
      completedAt?: string;
      contentType?: ContentType;
    },
  ) {
    const designerId = clientId === people.client.id ? people.designer.id : people.otherDesigner.id;
    const project = await new ProjectFactory(app).create({
      status,
      clientId,
      designerId,
      adminId: people.admin.id,
      title,
      contentType,
    });
    await inContext(app, (em) =>
      em.nativeUpdate(
        Project,
        { id: project.id },
        { ...(due ? { stageDueDay: due } : {}), ...(completedAt ? { completedAt: new Date(completedAt) } : {}) },
      ),
    );
    return project.id;
  }

  describe('what it shows', () => {
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      ids.ideaIn = await idea(people.client.id, '2030-03-04', 'Frühlingsbrot', 'carousel');
      ids.ideaFirst = await idea(people.client.id, '2030-03-01', 'Erster Tag');
      ids.ideaBefore = await idea(people.client.id, '2030-02-28', 'Zu früh');
      ids.ideaAfter = await idea(people.client.id, '2030-04-01', 'Zu spät');
      ids.ideaOther = await idea(people.otherClient.id, '2030-03-05', 'Fremde Idee');
      ids.due = await order(people.client.id, 'Osterhase', {
        status: 'review',
        due: '2030-03-12',
        contentType: 'reel',
      });
      ids.dueLast = await order(people.client.id, 'Monatsende', { status: 'in_progress', due: '2030-03-31' });
      ids.dueAfter = await order(people.client.id, 'April', { status: 'in_progress', due: '2030-04-01' });
      // 23:30 in Zurich on the 10th (winter time).
      ids.approved = await order(people.client.id, 'Fertig', {
        status: 'completed',
        completedAt: '2030-03-10T22:30:00Z',
        contentType: 'carousel',
      });
      // 00:30 on 1 April in Zurich (summer time): outside, though still 31 March in UTC.
      ids.approvedAfter = await order(people.client.id, 'Knapp draussen', {
        status: 'completed',
        completedAt: '2030-03-31T22:30:00Z',
      });
      ids.approvedBefore = await order(people.client.id, 'Februar', {
        status: 'completed',
        completedAt: '2030-02-28T22:59:00Z',
      });
      ids.otherDue = await order(people.otherClient.id, 'Fremder Auftrag', { status: 'review', due: '2030-03-12' });
    });

    it('answers the ideas on their day, the orders due and approved in the range, by day, and nothing outside it', async () => {
      const response = await calendar(people.client.id, people.client.auth);
      expect(response.statusCode).toBe(200);
      const { items } = response.json<Calendar>();
      expect(items).toEqual([
        {
          kind: 'idea',
          id: ids.ideaFirst,
          projectId: null,
          network: null,
          format: null,
          title: 'Erster Tag',
          contentType: 'post',
          at: '2030-03-01',
          status: 'idea',
        },
        {
          kind: 'idea',
          id: ids.ideaIn,
          projectId: null,
          network: null,
          format: null,
          title: 'Frühlingsbrot',
          contentType: 'carousel',
          at: '2030-03-04',
          status: 'idea',
        },
        {
          kind: 'order',
          id: ids.approved,
          projectId: ids.approved,
          network: null,
          format: null,
          title: 'Fertig',
          contentType: 'carousel',
          at: '2030-03-10T22:30:00.000Z',
          status: 'completed',
        },
        {
          kind: 'order',
          id: ids.due,
          projectId: ids.due,
          network: null,
          format: null,
          title: 'Osterhase',
          contentType: 'reel',
          at: '2030-03-12',
          status: 'review',
        },
        {
          kind: 'order',
          id: ids.dueLast,
          projectId: ids.dueLast,
          network: null,
          format: null,
          title: 'Monatsende',
          contentType: 'post',
          at: '2030-03-31',
          status: 'in_progress',
        },
      ]);
    });

    it('answers one day, and the other client its own only', async () => {
      const day = (await calendar(people.client.id, people.client.auth, '2030-03-04', '2030-03-04')).json<Calendar>();
      expect(day.items.map((item) => item.id)).toEqual([ids.ideaIn]);
      const other = (await calendar(people.otherClient.id, people.otherClient.auth)).json<Calendar>();
      expect(other.items.map((item) => item.id)).toEqual([ids.ideaOther, ids.otherDue]);
      const april = (await calendar(people.client.id, people.client.auth, '2030-04-01', '2030-04-30')).json<Calendar>();
      expect(april.items.map((item) => item.id).sort()).toEqual(
        [ids.ideaAfter, ids.dueAfter, ids.approvedAfter].sort(),
      );
    });
  });

  it("answers what is left of this month's quota per content type", async () => {
    const client = people.otherClient;
    const business = PLAN_CATALOGUE.find((plan) => plan.name === 'Business')!;
    const before = (await calendar(client.id, client.auth)).json<Calendar>().quota;
    await createProject(app, client.auth, { title: 'Ein Reel', description: 'x', contentType: 'reel' });
    const after = (await calendar(client.id, client.auth)).json<Calendar>().quota;
    expect(after).toEqual({ post: before.post, carousel: before.carousel, reel: before.reel - 1 });
    expect(before.post).toBeLessThanOrEqual(business.postLimit);
    expect(before.reel).toBe(business.reelLimit);
  });

  describe('who may read it', () => {
    const callers = (): Record<string, Record<string, string>> => ({
      owner: people.client.auth,
      viewer,
      linkedDesigner: people.designer.auth,
      otherClient: people.otherClient.auth,
      otherDesigner: people.otherDesigner.auth,
      admin: people.admin.auth,
      adminAsClient: { ...people.admin.auth, 'x-view-as-client': people.client.id },
      anonymous: {},
    });
    it.each([
      ['owner', 200],
      ['viewer', 200],
      ['linkedDesigner', 200],
      ['otherClient', 403],
      ['otherDesigner', 403],
      ['admin', 200],
      ['adminAsClient', 200],
      ['anonymous', 401],
    ] as const)('%s: %i', async (caller, status) => {
      const response = await calendar(people.client.id, callers()[caller]);
      expect(response.statusCode).toBe(status);
      if (status === 403)
        expect(response.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN', message: NO_ACCESS });
    });

    it('answers an admin 404 for a client that does not exist', async () => {
      expect((await calendar(randomUUID(), people.admin.auth)).statusCode).toBe(404);
    });
  });

  describe('the range', () => {
    it.each([
      ['a day that is none', '2030-02-30', '2030-03-05', 'Bitte gib gültige Daten an (JJJJ-MM-TT)'],
      ['no date at all', 'morgen', '2030-03-05', 'Bitte gib gültige Daten an (JJJJ-MM-TT)'],
      ['from after to', '2030-03-05', '2030-03-04', 'Das Startdatum darf nicht nach dem Enddatum liegen'],
      ['63 days', '2030-01-01', '2030-03-04', 'Der Zeitraum darf höchstens 62 Tage umfassen'],
    ])('refuses %s with 400 VALIDATION', async (_, from, to, message) => {
      const response = await calendar(people.client.id, people.client.auth, from, to);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
      expect(response.body).toContain(message);
    });

    it('takes 62 days and refuses a missing end', async () => {
      expect((await calendar(people.client.id, people.client.auth, '2030-01-01', '2030-03-03')).statusCode).toBe(200);
      const missing = await app.request('GET', `/api/clients/${people.client.id}/calendar?from=${FROM}`, {
        headers: people.client.auth,
      });
      expect(missing.statusCode).toBe(400);
    });
  });
});
