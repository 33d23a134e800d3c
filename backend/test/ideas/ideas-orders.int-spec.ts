import type { INestApplicationContext } from '@nestjs/common';
import { loadConfig } from '../../src/config/app-config.js';
import type { ContentIdea, GenerationJob } from '../../src/contracts/idea-answers.js';
import { createSignedIn, ensurePlans, inContext, linkDesigner, subscribe, type SignedInUser } from '../factories.js';
import { BRIEFING, createProject } from '../projects-fixtures.js';
import { PrivateRedis } from '../private-redis.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { waitUntil } from '../wait-until.js';
import { createWorkers } from '../../../workers/src/workers.factory.js';
import { ContentIdea as ContentIdeaEntity } from '../../src/ideas/content-idea.entity.js';
import { currentMonth, monthKey, parseMonthKey, workingDays, zurichDay } from '../../src/ideas/domain/month-plan.js';

const planMonthKey = (now: Date) => monthKey(currentMonth(now));

type Auth = Record<string, string>;

/**
 * From the plan to the order and back: without an AI key the offline generator writes the plan;
 * the client edits an idea (a draft), sends it (the same order placement as the form: designer,
 * quota, one order per idea), the order's approval finishes it through the `ideas` queue, and the
 * client marks it posted.
 */
describe('content ideas: edit, send, follow the order', () => {
  let redis: PrivateRedis;
  let api: TestApp;
  let workers: INestApplicationContext;
  let client: SignedInUser;
  let lonely: SignedInUser;
  let other: SignedInUser;
  let designer: SignedInUser;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    // No OPENAI_API_KEY in the tests' environment (backend/test/env.ts): the offline generator writes.
    ({ app: api } = await createTestApp({ REDIS_URL: redis.url }));
    await inContext(api, (em) =>
      em.getConnection().execute('update outbox_event set sent_at = now() where sent_at is null'),
    );
    workers = await createWorkers(loadConfig({ ...process.env, REDIS_URL: redis.url }));
    const [basic] = await ensurePlans(api);
    [client, lonely, other, designer] = await Promise.all([
      createSignedIn(api, 'client', 'Bäckerei Sonne'),
      createSignedIn(api, 'client'),
      createSignedIn(api, 'client'),
      createSignedIn(api, 'designer'),
    ]);
    for (const user of [client, lonely, other]) await subscribe(api, user.id, basic);
    await linkDesigner(api, client.id, designer.id);
  });
  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await redis?.stop();
  });

  async function generate(auth: Auth): Promise<GenerationJob> {
    const started = await api.request('POST', '/api/content-ideas/generate', { headers: auth });
    expect(started.statusCode).toBe(202);
    const { jobId } = started.json() as { jobId: string };
    return waitUntil('the plan to be written', async () => {
      const job = (await api.request('GET', `/api/jobs/${jobId}`, { headers: auth })).json() as GenerationJob;
      return job.state === 'completed' || job.state === 'failed' ? job : undefined;
    });
  }

  const ideasOf = async (auth: Auth) =>
    (await api.request('GET', '/api/content-ideas', { headers: auth })).json() as ContentIdea[];
  const ofType = async (auth: Auth, type: string) => (await ideasOf(auth)).filter((idea) => idea.contentType === type);
  const send = (auth: Auth, id: string) => api.request('POST', `/api/content-ideas/${id}/send`, { headers: auth });
  const patch = (auth: Auth, id: string, payload: Record<string, unknown>) =>
    api.request('PATCH', `/api/content-ideas/${id}`, { headers: auth, payload });
  const ordersOf = (clientId: string) =>
    inContext(api, (em) =>
      em.getConnection().execute<{ id: string }[]>('select id from project where client_id = ?', [clientId]),
    );

  it('writes the plan offline from the brand without an AI key, marked as such, in the api.md job shape', async () => {
    const job = await generate(client.auth);
    expect(job).toMatchObject({
      state: 'completed',
      progress: 100,
      result: { ideaCount: 11, offline: true },
      error: null,
    });
    const ideas = await ideasOf(client.auth);
    expect(ideas).toHaveLength(11);
    expect(ideas.every((idea) => idea.offline && idea.status === 'idea')).toBe(true);
    const order = ideas.map((idea) => `${idea.weekNumber}:${idea.date}`);
    expect(order).toEqual([...order].sort());
  });

  it('generates this month when chosen, its ideas from today on; refuses any month but this one and the next', async () => {
    const month = planMonthKey(new Date());
    const started = await api.request('POST', '/api/content-ideas/generate', {
      headers: other.auth,
      payload: { month },
    });
    expect(started.statusCode).toBe(202);
    const { jobId } = started.json() as { jobId: string };
    const job = await waitUntil('the plan to be written', async () => {
      const found = (await api.request('GET', `/api/jobs/${jobId}`, { headers: other.auth })).json() as GenerationJob;
      return found.state === 'completed' || found.state === 'failed' ? found : undefined;
    });
    expect(job).toMatchObject({ state: 'completed', result: { month } });
    const ideas = await ideasOf(other.auth);
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.every((idea) => idea.month === month)).toBe(true);
    const today = zurichDay(new Date());
    // When no working day is left this month, the plan takes the month's working days.
    if (workingDays(parseMonthKey(month)).some((day) => day >= today))
      expect(ideas.every((idea) => idea.date >= today)).toBe(true);

    for (const wrong of ['2020-01', '2026-13', 12]) {
      const refused = await api.request('POST', '/api/content-ideas/generate', {
        headers: other.auth,
        payload: { month: wrong },
      });
      expect(refused.statusCode).toBe(400);
    }
    const far = await api.request('POST', '/api/content-ideas/generate', {
      headers: other.auth,
      payload: { month: '2099-01' },
    });
    expect(far.json()).toMatchObject({ statusCode: 400, message: 'Wähle diesen oder den nächsten Monat.' });
  });

  it('lists ideas of the same day in the order of the plan', async () => {
    const solo = await createSignedIn(api, 'client');
    const month = '2031-03';
    await inContext(api, async (em) => {
      for (const [position, title] of [
        [2, 'Drittens'],
        [0, 'Erstens'],
        [1, 'Zweitens'],
      ] as const) {
        em.create(ContentIdeaEntity, {
          client: solo.id,
          month,
          weekNumber: 1,
          date: '2031-03-03',
          position,
          contentType: 'post',
          title,
          content: 'x',
          description: 'x',
          hook: 'x',
          cta: 'x',
          visualIdea: 'x',
          slideIdeas: null,
          hashtags: [],
          status: 'idea',
          project: null,
          offline: true,
        });
        await em.flush();
      }
    });
    expect((await ideasOf(solo.auth)).map((idea) => idea.title)).toEqual(['Erstens', 'Zweitens', 'Drittens']);
  });

  it('saves an edit as a draft: hashtags split at commas, trimmed, empties dropped; only the fields sent change', async () => {
    const [idea] = await ofType(client.auth, 'post');
    const saved = await patch(client.auth, idea.id, {
      title: '  Neues Brot  ',
      hashtags: ' #Brot, #Zürich ,, ,#Brot ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      id: idea.id,
      status: 'draft',
      title: 'Neues Brot',
      hashtags: ['#Brot', '#Zürich'],
      content: idea.content,
      hook: idea.hook,
    });
    expect((await ideasOf(client.auth)).find((entry) => entry.id === idea.id)).toMatchObject({
      status: 'draft',
      title: 'Neues Brot',
    });
  });

  it('refuses bad edits with field messages and changes nothing', async () => {
    const [idea] = await ofType(client.auth, 'reel');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, 'title'],
      [{ content: 'x'.repeat(5001) }, 'content'],
      [{ hashtags: Array.from({ length: 31 }, (_, i) => `#t${i}`).join(',') }, 'hashtags'],
      [{ hashtags: 42 }, 'hashtags'],
      [{ hook: ['a'] }, 'hook'],
    ];
    for (const [payload, field] of cases) {
      const answer = await patch(client.auth, idea.id, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    expect((await ideasOf(client.auth)).find((entry) => entry.id === idea.id)).toMatchObject({
      status: 'idea',
      title: idea.title,
    });
  });

  it("answers another client's idea, and a malformed id, as not found", async () => {
    const [idea] = await ideasOf(client.auth);
    expect((await patch(other.auth, idea.id, { title: 'Fremd' })).statusCode).toBe(404);
    expect((await send(other.auth, idea.id)).statusCode).toBe(404);
    expect((await send(client.auth, 'not-a-uuid')).statusCode).toBe(404);
    expect(
      (await api.request('POST', `/api/content-ideas/${idea.id}/send`, { headers: designer.auth })).statusCode,
    ).toBe(403);
    expect((await api.request('POST', `/api/content-ideas/${idea.id}/send`)).statusCode).toBe(401);
  });

  it('refuses to send without a designer (409 NO_DESIGNER) and takes no slot of the quota', async () => {
    expect((await generate(lonely.auth)).state).toBe('completed');
    const [idea] = await ofType(lonely.auth, 'post');
    const answer = await send(lonely.auth, idea.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'NO_DESIGNER', message: 'Kein Designer zugewiesen' });
    expect(await ordersOf(lonely.id)).toHaveLength(0);
    expect((await ideasOf(lonely.auth)).find((entry) => entry.id === idea.id)!.status).toBe('idea');
    expect((await api.request('GET', '/api/me/limits', { headers: lonely.auth })).json()).toMatchObject({
      postsUsed: 0,
    });
  });

  it('sends an idea as an order with its fields in the briefing, linked; a second send of it is refused, even at the same time', async () => {
    const [idea] = (await ofType(client.auth, 'carousel')).filter((entry) => entry.status === 'idea');
    const answers = await Promise.all([send(client.auth, idea.id), send(client.auth, idea.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Diese Idee wurde bereits in Produktion gesendet.',
    });
    const { projectId, idea: sent } = answers.find((answer) => answer.statusCode === 201)!.json();
    expect(sent).toMatchObject({ id: idea.id, status: 'in_production', projectId });
    expect(await ordersOf(client.id)).toEqual([{ id: projectId }]);

    const order = (await api.request('GET', `/api/projects/${projectId}`, { headers: client.auth })).json();
    expect(order).toMatchObject({
      status: 'new',
      title: idea.title,
      contentType: 'carousel',
      description: idea.content,
      contentDescription: idea.description,
      hook: idea.hook,
      cta: idea.cta,
      visualIdea: idea.visualIdea,
      slideIdeas: idea.slideIdeas,
      hashtags: idea.hashtags.join(' '),
      designer: expect.objectContaining({ id: designer.id }),
    });
    expect(order.specialNotes).toContain(`(Woche ${idea.weekNumber})`);
    expect((await patch(client.auth, idea.id, { title: 'Zu spät' })).json()).toMatchObject({
      code: 'INVALID_TRANSITION',
    });
  });

  it("counts a sent idea against the quota of its plan's month: when one slot of that month is left, of two sent at once one gets it", async () => {
    const reels = await ofType(client.auth, 'reel');
    expect(reels).toHaveLength(1); // Basic: one reel a month
    const posts = (await ofType(client.auth, 'post')).filter((idea) => idea.status === 'idea').slice(0, 2);
    const planMonth = posts[0]!.month;
    // 8 posts a month. This month: 7 ordered through the form. The plan's (next) month: 7 taken already.
    for (let i = 0; i < 7; i += 1)
      await createProject(api, client.auth, { ...BRIEFING, contentType: 'post', slideIdeas: undefined });
    await inContext(api, (em) =>
      em
        .getConnection()
        .execute(`insert into content_usage (client_id, month, content_type, used) values (?, ?::date, 'post', 7)`, [
          client.id,
          `${planMonth}-01`,
        ]),
    );
    const answers = await Promise.all(posts.map((idea) => send(client.auth, idea.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      message: 'Limit für diesen Content-Typ erreicht',
    });
    // The plan's month took the slot; this month's last post is still free.
    const used = await inContext(api, (em) =>
      em
        .getConnection()
        .execute<{ used: number }[]>(
          `select used from content_usage where client_id = ? and month = ?::date and content_type = 'post'`,
          [client.id, `${planMonth}-01`],
        ),
    );
    expect(used).toEqual([{ used: 8 }]);
    expect((await api.request('GET', '/api/me/limits', { headers: client.auth })).json()).toMatchObject({
      postsUsed: 7,
      postsRemaining: 1,
    });
  });

  it("follows its order: the client's approval finishes the idea (once), then the client marks it posted", async () => {
    const idea = (await ideasOf(client.auth)).find(
      (entry) => entry.contentType === 'carousel' && entry.status === 'in_production',
    )!;
    const markPosted = () => api.request('POST', `/api/content-ideas/${idea.id}/posted`, { headers: client.auth });
    expect((await markPosted()).json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Nur eine fertige Idee kann als gepostet markiert werden.',
    });

    // The order's way through design and the admin's check is the lifecycle's own (tested there).
    await inContext(api, (em) =>
      em.getConnection().execute(`update project set status = 'review' where id = ?`, [idea.projectId]),
    );
    const approved = await api.request('POST', `/api/projects/${idea.projectId}/approve`, { headers: client.auth });
    expect(approved.statusCode).toBeLessThan(300);
    await waitUntil(
      'the idea to be finished',
      async () => (await ideasOf(client.auth)).find((entry) => entry.id === idea.id)!.status === 'completed',
    );

    const posted = await markPosted();
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({ id: idea.id, status: 'posted', projectId: idea.projectId });
    expect((await markPosted()).statusCode).toBe(409);
  });

  it('generating again replaces only the ideas still in status idea; drafts, sent and finished ones stay', async () => {
    const before = await ideasOf(client.auth);
    const kept = before.filter((idea) => idea.status !== 'idea');
    expect(kept.map((idea) => idea.status).sort()).toEqual(['draft', 'in_production', 'posted']);
    expect((await generate(client.auth)).state).toBe('completed');
    const after = await ideasOf(client.auth);
    for (const idea of kept)
      expect(after.find((entry) => entry.id === idea.id)).toMatchObject({ status: idea.status, title: idea.title });
    const replaced = before.filter((idea) => idea.status === 'idea').map((idea) => idea.id);
    expect(after.some((idea) => replaced.includes(idea.id))).toBe(false);
    expect(after.filter((idea) => idea.status === 'idea')).toHaveLength(11);
  });
});
