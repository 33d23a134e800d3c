import type { INestApplicationContext } from '@nestjs/common';
import { loadConfig } from '../../src/config/app-config.js';
import { monthKey, nextMonth, workingDays } from '../../src/ideas/domain/month-plan.js';
import { monthName } from '../../src/common/month-name.js';
import { IdeaGeneration } from '../../src/ideas/idea-generation.entity.js';
import { recordDomainEvent } from '../../src/outbox/domain-events.js';
import { createSignedIn, ensurePlans, inContext, subscribe, type SignedInUser } from '../factories.js';
import { OpenAiStandIn } from '../openai-stand-in.js';
import { PrivateRedis } from '../private-redis.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { waitUntil } from '../wait-until.js';
import { createWorkers } from '../../../workers/src/workers.factory.js';

type Auth = Record<string, string>;

const MONTH = monthKey(nextMonth(new Date()));

function idea(contentType: 'post' | 'carousel' | 'reel', index: number) {
  return {
    contentType,
    title: `Idee ${index}: Große Backstube`,
    content: 'Einblick in die Backstube',
    description: 'Kurze Beschreibung',
    hook: 'Schon gewusst?',
    cta: 'Jetzt vorbeikommen',
    visualIdea: 'Hände im Mehl',
    slideIdeas: contentType === 'carousel' ? [{ number: 1, content: 'Start' }] : [],
    hashtags: ['#Backstube', '#Zürich'],
  };
}

/** Basic: 8 posts, 2 carousels, 1 reel. */
function basicAnswer() {
  return {
    ideas: [
      ...Array.from({ length: 8 }, (_, i) => idea('post', i)),
      idea('carousel', 8),
      idea('carousel', 9),
      idea('reel', 10),
    ],
  };
}

/**
 * The month plan from the button to the ideas: 202 with a job id, the `ai` worker asks the provider
 * (a local server in the OpenAI wire format) for the structured answer, checks it and writes the
 * ideas once; a malformed answer or a refusal fails the job and writes nothing.
 */
describe('content ideas: the month plan', () => {
  const standIn = new OpenAiStandIn();
  let redis: PrivateRedis;
  let api: TestApp;
  let workers: INestApplicationContext;
  let client: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    const baseUrl = await standIn.start();
    const ai = {
      OPENAI_API_KEY: 'sk-stand-in',
      OPENAI_BASE_URL: baseUrl,
      OPENAI_MODEL: 'stand-in-model',
      AI_RATE_LIMIT_PER_MINUTE: '1000',
    };
    ({ app: api } = await createTestApp({ REDIS_URL: redis.url, ...ai }));
    await inContext(api, (em) =>
      em.getConnection().execute('update outbox_event set sent_at = now() where sent_at is null'),
    );
    workers = await createWorkers(loadConfig({ ...process.env, REDIS_URL: redis.url, ...ai }));
    const [basic] = await ensurePlans(api);
    [client, other] = await Promise.all([createSignedIn(api, 'client'), createSignedIn(api, 'client')]);
    for (const user of [client, other]) await subscribe(api, user.id, basic);
  });
  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await redis?.stop();
    await standIn.stop();
  });

  async function generate(auth: Auth) {
    const started = await api.request('POST', '/api/content-ideas/generate', { headers: auth });
    expect(started.statusCode).toBe(202);
    const { jobId } = started.json() as { jobId: string };
    const job = await waitUntil('the job to end', async () => {
      const answer = (await api.request('GET', `/api/jobs/${jobId}`, { headers: auth })).json();
      return answer.state === 'completed' || answer.state === 'failed' ? answer : undefined;
    });
    return { jobId, job };
  }

  const ideasOf = async (auth: Auth) => (await api.request('GET', '/api/content-ideas', { headers: auth })).json();

  it('writes one idea per post, carousel and reel of the plan, on working days of the next month, from the structured answer', async () => {
    standIn.answer({ kind: 'text', text: JSON.stringify(basicAnswer()) });
    const { job } = await generate(client.auth);
    expect(job).toMatchObject({
      state: 'completed',
      progress: 100,
      result: { month: MONTH, ideaCount: 11, offline: false },
      error: null,
    });

    const sent = standIn.last!.body as { response_format?: { type: string; json_schema?: { strict?: boolean } } };
    expect(sent.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });

    const ideas = await ideasOf(client.auth);
    expect(ideas).toHaveLength(11);
    const days = new Set(workingDays({ year: Number(MONTH.slice(0, 4)), month: Number(MONTH.slice(5)) }));
    for (const entry of ideas) {
      expect(entry.month).toBe(MONTH);
      expect(days.has(entry.date)).toBe(true);
      expect(entry.status).toBe('idea');
      expect(entry.title).not.toContain('ß');
    }
    expect(ideas.filter((entry: { contentType: string }) => entry.contentType === 'carousel')[0].slideIdeas).toEqual([
      { number: 1, content: 'Start' },
    ]);
    expect(ideas[0].hashtags).toEqual(['#backstube', '#zürich']);
  });

  it('fails a malformed answer clearly and keeps the ideas there were', async () => {
    const before = (await ideasOf(client.auth)).map((entry: { id: string }) => entry.id);
    standIn.answer({ kind: 'text', text: JSON.stringify({ ideas: [idea('post', 1)] }) });
    const { job } = await generate(client.auth);
    expect(job).toMatchObject({
      state: 'failed',
      result: null,
      error: 'Die KI hat keinen gültigen Monatsplan geliefert. Bitte versuche es noch einmal.',
    });
    expect((await ideasOf(client.auth)).map((entry: { id: string }) => entry.id)).toEqual(before);
  });

  it("ends with the spec's texts for content ideas when the provider refuses (429, 402)", async () => {
    standIn.answer({
      kind: 'error',
      status: 429,
      body: { error: { message: 'Rate limit', type: 'rate_limit_error' } },
    });
    expect((await generate(client.auth)).job).toMatchObject({
      state: 'failed',
      error: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    });
    standIn.answer({
      kind: 'error',
      status: 402,
      body: { error: { message: 'Payment required', type: 'insufficient_quota' } },
    });
    expect((await generate(client.auth)).job).toMatchObject({
      state: 'failed',
      error: 'AI-Guthaben aufgebraucht. Bitte laden Sie Ihr AI-Guthaben auf.',
    });
  });

  it("answers a job only to its owner: another client's is not found", async () => {
    standIn.answer({ kind: 'text', text: JSON.stringify(basicAnswer()) });
    const { jobId } = await generate(client.auth);
    expect((await api.request('GET', `/api/jobs/${jobId}`, { headers: other.auth })).statusCode).toBe(404);
    expect((await api.request('GET', `/api/jobs/${jobId}`)).statusCode).toBe(401);
  });

  it('asks the provider for nothing when the plan ended before the job ran: the generation fails with the plan text', async () => {
    const lapsed = await createSignedIn(api, 'client');
    const before = standIn.requests.length;
    // As if it had asked while it still had a plan: the request is recorded, the plan is gone.
    const jobId = await inContext(api, async (em) => {
      const generation = em.create(IdeaGeneration, {
        client: lapsed.id,
        month: MONTH,
        status: 'queued',
        ideaCount: null,
        offline: null,
        error: null,
        finishedAt: null,
      });
      recordDomainEvent(
        em,
        'MonthPlanRequested',
        { jobId: generation.id, clientId: lapsed.id, month: MONTH },
        { actorId: lapsed.id },
      );
      await em.flush();
      return generation.id;
    });
    const job = await waitUntil('the job to end', async () => {
      const answer = (await api.request('GET', `/api/jobs/${jobId}`, { headers: lapsed.auth })).json();
      return answer.state === 'completed' || answer.state === 'failed' ? answer : undefined;
    });
    expect(job).toMatchObject({
      state: 'failed',
      error: 'Für einen Monatsplan brauchst du einen aktiven Plan mit Inhalten.',
    });
    expect(standIn.requests.length).toBe(before);
  });

  it('tells the client over its notifications when the plan is ready', async () => {
    const messages = () =>
      inContext(api, async (em) =>
        (
          await em
            .getConnection()
            .execute<{ message: string }[]>('select message from notification where user_id = ?', [client.id])
        ).map((row) => row.message),
      );
    // The month by its de-CH name ("Dezember 2026"), never its key ("2026-12").
    const named = monthName(MONTH);
    expect(named).toMatch(/^[A-Z][a-zä]+ \d{4}$/);
    await waitUntil('the "ready" notification', async () =>
      (await messages()).includes(`Dein Monatsplan ${named} ist bereit`),
    );
    expect(await messages()).toContain(
      `Monatsplan ${named}: Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.`,
    );
  });
});
