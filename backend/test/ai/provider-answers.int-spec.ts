import { randomUUID } from 'node:crypto';
import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import { CaptionWriter } from '../../src/ai/caption-writer.js';
import { AiJobs } from '../../src/ai/jobs/ai.jobs.js';
import { ProviderAnswers } from '../../src/ai/provider-answers.js';
import type { DomainEventMessage } from '../../src/contracts/events.js';
import { ContentIdea } from '../../src/ideas/content-idea.entity.js';
import { IdeaGeneration } from '../../src/ideas/idea-generation.entity.js';
import { monthKey, nextMonth } from '../../src/ideas/domain/month-plan.js';
import { IdeasJobs } from '../../src/ideas/jobs/ideas.jobs.js';
import { Project } from '../../src/projects/lifecycle/project.entity.js';
import { REDIS } from '../../src/queues/index.js';
import { createUser, ensurePlans, inContext, linkDesigner, subscribe, type TestUser } from '../factories.js';
import { OpenAiStandIn } from '../openai-stand-in.js';
import { ProjectFactory } from '../project-factory.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { waitUntil } from '../wait-until.js';

/**
 * A worker killed right after the provider's answer was kept: nothing after that line runs, its job
 * writes nothing and never ends (BullMQ runs it again once its lock expired).
 */
class DiesAfterKeeping extends ProviderAnswers {
  protected override async keep(key: string, answer: string): Promise<string> {
    await super.keep(key, answer);
    return new Promise<never>(() => undefined);
  }
}

/** One answer that serves both calls of the draft: caption and CTA, and the hashtags. */
const draftAnswer = (caption: string) =>
  JSON.stringify({ caption, cta: 'Jetzt vorbeikommen', hashtags: ['backstube', 'gipfeli'] });

function idea(contentType: 'post' | 'carousel' | 'reel', index: number) {
  return {
    contentType,
    title: `Idee ${index}: Backstube`,
    content: 'Einblick in die Backstube',
    description: 'Kurze Beschreibung',
    hook: 'Schon gewusst?',
    cta: 'Jetzt vorbeikommen',
    visualIdea: 'Hände im Mehl',
    slideIdeas: contentType === 'carousel' ? [{ number: 1, content: 'Start' }] : [],
    hashtags: ['#Backstube'],
  };
}

/** Basic: 8 posts, 2 carousels, 1 reel. */
const basicPlanAnswer = () =>
  JSON.stringify({
    ideas: [
      ...Array.from({ length: 8 }, (_, i) => idea('post', i)),
      idea('carousel', 8),
      idea('carousel', 9),
      idea('reel', 10),
    ],
  });

/** A promise with its resolve at hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * Issue 38: a worker killed between the provider's answer and the job's write asked the provider
 * again when BullMQ ran the job once more. The answer is kept in Redis the moment it arrives, under
 * the job's key, and a run after the crash uses it: the provider (a local server in the OpenAI wire
 * format, which counts what it receives) is asked once per call of a job.
 */
describe("the AI jobs keep the provider's answer for a run after a crash", () => {
  const standIn = new OpenAiStandIn();
  let api: TestApp;
  let orm: MikroORM;
  let writer: CaptionWriter;
  let redis: Redis;
  let client: TestUser;
  let designer: TestUser;

  beforeAll(async () => {
    const baseUrl = await standIn.start();
    ({ app: api } = await createTestApp({
      OPENAI_API_KEY: 'sk-stand-in',
      OPENAI_BASE_URL: baseUrl,
      OPENAI_MODEL: 'stand-in-model',
    }));
    orm = api.get(MikroORM);
    writer = api.get(CaptionWriter);
    redis = api.get<Redis>(REDIS);
    const [basic] = await ensurePlans(api);
    [client, designer] = await Promise.all([
      createUser(api, 'client', 'Bäckerei Brunner'),
      createUser(api, 'designer', 'Dora Designer'),
    ]);
    await subscribe(api, client.id, basic!);
    await linkDesigner(api, client.id, designer.id);
  });
  afterAll(async () => {
    await api?.close();
    await standIn.stop();
  });

  /** Runs a job's handler as the job runner does: in an ORM context of its own. */
  const run = <T>(job: () => Promise<T>) => RequestContext.create(orm.em, job);

  it("drafts an order's suggestion from the kept answers: the run after the crash asks the provider nothing", async () => {
    const order = await new ProjectFactory(api).create({
      clientId: client.id,
      designerId: designer.id,
      title: 'Gipfeli am Morgen',
    });
    const event = {
      eventId: randomUUID(),
      type: 'ProjectCreated',
      actorId: client.id,
      projectId: order.id,
      data: {},
    } as unknown as DomainEventMessage<'ProjectCreated'>;
    standIn.answer({ kind: 'text', text: draftAnswer('Frische Gipfeli aus der Backstube') });
    const before = standIn.requests.length;

    void run(() => new AiJobs(orm.em, writer, new DiesAfterKeeping(redis)).draftSuggestion(event));
    const kept = ['caption', 'hashtags'].map((call) => `ai:answer:ai.draft-suggestion:${event.eventId}:${call}`);
    await waitUntil('both answers kept', async () => (await redis.exists(...kept)) === 2);
    expect(standIn.requests.length).toBe(before + 2);
    expect((await inContext(api, (em) => em.findOneOrFail(Project, order.id))).aiSuggestion).toBeNull();

    // Asked again, the provider would now write something else.
    standIn.answer({ kind: 'text', text: draftAnswer('Ein ganz anderer Text') });
    await expect(
      run(() => new AiJobs(orm.em, writer, new ProviderAnswers(redis)).draftSuggestion(event)),
    ).resolves.toEqual({ drafted: true });
    expect(standIn.requests.length).toBe(before + 2);
    const { aiSuggestion } = await inContext(api, (em) => em.findOneOrFail(Project, order.id));
    expect(aiSuggestion).toMatchObject({
      caption: 'Frische Gipfeli aus der Backstube',
      cta: 'Jetzt vorbeikommen',
      hashtags: '#backstube #gipfeli',
      offline: false,
    });
  });

  it('writes the month plan from the kept answer: the run after the crash asks the provider nothing', async () => {
    const month = monthKey(nextMonth(new Date()));
    const jobId = await inContext(api, async (em) => {
      const generation = em.create(IdeaGeneration, {
        client: client.id,
        month,
        status: 'queued',
        ideaCount: null,
        offline: null,
        error: null,
        finishedAt: null,
      });
      await em.flush();
      return generation.id;
    });
    const event = {
      eventId: randomUUID(),
      type: 'MonthPlanRequested',
      actorId: client.id,
      jobId,
      clientId: client.id,
      month,
    } as DomainEventMessage<'MonthPlanRequested'>;
    standIn.answer({ kind: 'text', text: basicPlanAnswer() });
    const before = standIn.requests.length;

    void run(() => new IdeasJobs(orm.em, writer, new DiesAfterKeeping(redis)).monthPlan(event));
    await waitUntil('the answer kept', async () => (await redis.exists(`ai:answer:ai.month-plan:${jobId}:plan`)) === 1);
    expect(standIn.requests.length).toBe(before + 1);
    const generation = () => inContext(api, (em) => em.findOneOrFail(IdeaGeneration, jobId, { refresh: true }));
    expect((await generation()).status).toBe('running');

    // Asked again, the provider would now refuse: the plan comes from the kept answer or not at all.
    standIn.answer({
      kind: 'error',
      status: 429,
      body: { error: { message: 'Rate limit', type: 'rate_limit_error' } },
    });
    await expect(
      run(() => new IdeasJobs(orm.em, writer, new ProviderAnswers(redis)).monthPlan(event)),
    ).resolves.toEqual({ written: 11 });
    expect(standIn.requests.length).toBe(before + 1);
    expect(await generation()).toMatchObject({ status: 'done', ideaCount: 11, offline: false, error: null });
    expect(await inContext(api, (em) => em.count(ContentIdea, { client: client.id, month }))).toBe(11);
  });

  it('keeps the first answer across two worker processes: a run beside it or after it uses that one', async () => {
    const other = new Redis(api.config.redisUrl);
    try {
      const job = `ai.month-plan:${randomUUID()}`;
      const first = new ProviderAnswers(redis).keeper(job, 'plan');
      const second = new ProviderAnswers(other).keeper(job, 'plan');
      // Both ask at once (a stalled job taken by a second worker while the first one still waits).
      const firstAnswer = deferred<string>();
      const secondAnswer = deferred<string>();
      const asking = [first(() => firstAnswer.promise), second(() => secondAnswer.promise)];
      firstAnswer.resolve('die erste Antwort');
      await waitUntil('the first answer kept', async () => (await redis.get(`ai:answer:${job}:plan`)) !== null);
      secondAnswer.resolve('die zweite Antwort');
      expect(await Promise.all(asking)).toEqual(['die erste Antwort', 'die erste Antwort']);
      // A third run asks nothing.
      let asked = 0;
      const ask = () => {
        asked += 1;
        return Promise.resolve('die dritte Antwort');
      };
      expect(await new ProviderAnswers(other).keeper(job, 'plan')(ask)).toBe('die erste Antwort');
      expect(asked).toBe(0);
      expect(await other.ttl(`ai:answer:${job}:plan`)).toBeGreaterThan(23 * 3600);
    } finally {
      other.disconnect();
    }
  });

  it('keeps nothing of a call that failed: the next run asks the provider again', async () => {
    const keep = new ProviderAnswers(redis).keeper(`ai.draft-suggestion:${randomUUID()}`, 'caption');
    await expect(keep(() => Promise.reject(new Error('429')))).rejects.toThrow('429');
    await expect(keep(() => Promise.resolve('beim zweiten Mal'))).resolves.toBe('beim zweiten Mal');
  });
});
