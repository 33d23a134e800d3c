import { currentZurichMonth } from '../../src/common/zurich-month.js';
import { IdeaGeneration } from '../../src/ideas/idea-generation.entity.js';
import { createSignedIn, ensurePlans, inContext, subscribe, type SignedInUser } from '../factories.js';
import { OpenAiStandIn } from '../openai-stand-in.js';
import { createTestApp, uniqueIp, type ApiResponse, type TestApp } from '../test-app.js';
import { waitUntil } from '../wait-until.js';

type Auth = Record<string, string>;
type StreamEvent = { event: string; data: any; at: number }; // eslint-disable-line @typescript-eslint/no-explicit-any -- checked by expect()

const RATE_LIMITED = 'Zu viele Anfragen. Bitte warte einen Moment.';
const NO_CREDITS = 'AI-Credits aufgebraucht. Bitte Credits hinzufügen.';
const FILL_IN = 'Bitte fülle Titel und Inhalt aus';
const NEEDS_PLAN = 'Die KI-Hilfe ist in deinem Abo enthalten. Wähle zuerst einen Plan.';
const NO_PLAN_FOR_MONTH_PLAN = 'Für einen Monatsplan brauchst du einen aktiven Plan mit Inhalten.';

const BRIEFING = {
  title: 'Herbstbrot aus der Backstube',
  description: 'Unser neues Herbstbrot mit Kürbiskernen, gebacken in Zürich.',
  contentType: 'post',
};

// The offline tests need no provider, whatever the machine's environment says.
delete process.env.OPENAI_API_KEY;

/** POST with `Accept: text/event-stream`; the answer's body is read by `events`. */
function openStream(app: TestApp, path: string, payload: unknown, auth: Auth, signal?: AbortSignal): Promise<Response> {
  return fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      ...auth,
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'x-forwarded-for': uniqueIp(),
    },
    body: JSON.stringify(payload),
    signal,
  });
}

/** The server-sent events of an answer as they arrive, each with the time it was read. */
async function* events(response: Response): AsyncGenerator<StreamEvent> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      yield { event, data: JSON.parse(data), at: Date.now() };
    }
  }
}

async function allEvents(response: Response): Promise<StreamEvent[]> {
  const list: StreamEvent[] = [];
  for await (const event of events(response)) list.push(event);
  return list;
}

function joined(list: StreamEvent[], field: 'caption' | 'cta'): string {
  return list
    .filter((e) => e.event === 'delta' && e.data.field === field)
    .map((e) => e.data.text)
    .join('');
}

/** A signed-in client on the Basic plan: the AI is part of every plan, and only of a plan. */
async function clientWithPlan(app: TestApp): Promise<SignedInUser> {
  const [basic] = await ensurePlans(app);
  const client = await createSignedIn(app, 'client');
  await subscribe(app, client.id, basic);
  return client;
}

function expectError(response: ApiResponse, statusCode: number, code: string, message: string | RegExp) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: statusCode,
    body: { statusCode, code, message: typeof message === 'string' ? message : expect.stringMatching(message) },
  });
}

describe('AI helpers of the order form', () => {
  describe('with a provider (a local server in the OpenAI wire format)', () => {
    const standIn = new OpenAiStandIn();
    let app: TestApp;
    let client: SignedInUser;
    const post = (path: string, payload: unknown, auth: Auth = client.auth, headers: Auth = {}) =>
      app.request('POST', path, { payload, headers: { ...auth, ...headers } });

    let providerUrl: string;

    beforeAll(async () => {
      providerUrl = await standIn.start();
      ({ app } = await createTestApp({
        OPENAI_API_KEY: 'sk-stand-in',
        OPENAI_BASE_URL: providerUrl,
        OPENAI_MODEL: 'stand-in-model',
        AI_TIMEOUT_MS: '2000',
        AI_RATE_LIMIT_PER_MINUTE: '1000',
      }));
      client = await clientWithPlan(app);
    });
    afterAll(async () => {
      await app?.close();
      await standIn.stop();
    });

    it('streams the caption while the provider writes, in Swiss spelling, with the CTA split off', async () => {
      standIn.answer({
        kind: 'chunks',
        pauseMs: 120,
        chunks: [
          'Grüße aus der Stra',
          'ße! Große ',
          'Freude im Herbst.\n\n',
          'Komm vorbei und genieß es.\n',
          'CT',
          'A: Jetzt Grü',
          'ße sichern',
        ],
      });
      const started = Date.now();
      const response = await openStream(app, '/api/ai/description', BRIEFING, client.auth);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);

      const list: StreamEvent[] = [];
      let finishedAtFirstDelta: boolean | undefined;
      for await (const event of events(response)) {
        if (event.event === 'delta' && finishedAtFirstDelta === undefined)
          finishedAtFirstDelta = standIn.last!.finished;
        list.push(event);
      }
      const firstDelta = list.find((e) => e.event === 'delta')!;
      // The first words arrive while the provider is still writing, well within a second.
      expect(finishedAtFirstDelta).toBe(false);
      expect(firstDelta.at - started).toBeLessThan(1000);
      expect(list.filter((e) => e.event === 'delta').length).toBeGreaterThan(3);

      const done = list.at(-1)!;
      expect(done).toMatchObject({
        event: 'done',
        data: {
          caption: 'Grüsse aus der Strasse! Grosse Freude im Herbst.\n\nKomm vorbei und geniess es.',
          cta: 'Jetzt Grüsse sichern',
          offline: false,
        },
      });
      // What streamed into the fields is what `done` says, and the marker never showed in the caption.
      expect(joined(list, 'caption').trim()).toBe(done.data.caption);
      expect(joined(list, 'cta').trim()).toBe(done.data.cta);
      expect(JSON.stringify(list)).not.toMatch(/ß|CTA/);

      const sent = standIn.last!;
      expect(sent.authorization).toBe('Bearer sk-stand-in');
      expect(sent.body).toMatchObject({ model: 'stand-in-model', stream: true });
      const prompt = sent.body.messages!.map((m) => m.content).join('\n');
      expect(prompt).toContain(BRIEFING.title);
      expect(prompt).toContain(BRIEFING.description);
      expect(prompt).toMatch(/Schweizer Rechtschreibung/);
    });

    it('answers in one piece (non-streaming completion) without Accept: text/event-stream', async () => {
      standIn.answer({ kind: 'text', text: 'Heiße Tage am See.\n\n**CTA:** «Jetzt reservieren»' });
      const response = await post('/api/ai/description', { ...BRIEFING, contentType: 'reel' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ caption: 'Heisse Tage am See.', cta: 'Jetzt reservieren', offline: false });
      expect(standIn.last!.body.stream).toBeFalsy();
    });

    it("writes from the client's whole brand: tone, personality, claims, hooks, CTAs, pillars, dos and don'ts", async () => {
      const branded = await clientWithPlan(app);
      const brand = {
        clientName: 'Beck am See',
        industry: 'Bäckerei',
        tone: 'warm und bodenständig',
        brandPersonality: 'herzlich',
        claims: ['Frisch aus dem Ofen am See'],
        hooks: ['Schon gewusst?'],
        ctas: ['Heute noch vorbeikommen'],
        contentPillars: ['Handwerk'],
        dos: ['Regionale Zutaten nennen'],
        donts: ['Keine Preise nennen'],
      };
      const saved = await app.request('PUT', `/api/clients/${branded.id}/branding`, {
        payload: { brandingData: brand },
        headers: branded.auth,
      });
      expect(saved.statusCode).toBe(200);

      for (const path of ['/api/ai/description', '/api/ai/hashtags']) {
        standIn.answer({ kind: 'text', text: path.endsWith('hashtags') ? '#brot' : 'Feines Brot.\nCTA: Vorbeikommen' });
        expect((await post(path, BRIEFING, branded.auth)).statusCode).toBe(200);
        const prompt = standIn.last!.body.messages!.map((m) => m.content).join('\n');
        for (const line of [
          'Marke: Beck am See',
          'Branche: Bäckerei',
          'Tonalität: warm und bodenständig',
          'Markenpersönlichkeit: herzlich',
          'Claims: Frisch aus dem Ofen am See',
          'Hooks: Schon gewusst?',
          'Calls to Action: Heute noch vorbeikommen',
          'Content-Säulen: Handwerk',
          'Das gehört dazu: Regionale Zutaten nennen',
          'Das vermeiden: Keine Preise nennen',
        ]) {
          expect(prompt).toContain(line);
        }
      }
      // A client without a brand record gets the briefing alone.
      standIn.answer({ kind: 'text', text: '#brot' });
      await post('/api/ai/hashtags', BRIEFING);
      expect(standIn.last!.body.messages!.map((m) => m.content).join('\n')).not.toContain('Die Marke des Kunden');
    });

    it('writes hashtags as the order keeps them: lowercase, #, Swiss spelling, no duplicates', async () => {
      standIn.answer({ kind: 'text', text: '1. #Herbstbrot, #Zürich #Grüße\n#herbstbrot #Bäckerei' });
      const response = await post('/api/ai/hashtags', {
        title: BRIEFING.title,
        description: BRIEFING.description,
        platform: 'LinkedIn',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ hashtags: '#herbstbrot #zürich #grüsse #bäckerei', offline: false });
      expect(standIn.last!.body.messages!.at(-1)!.content).toContain('Plattform: LinkedIn');
    });

    it('asks for {caption, cta} as structured output and streams both fields of the JSON as it arrives', async () => {
      standIn.answer({
        kind: 'chunks',
        pauseMs: 60,
        chunks: [
          '{"caption": "Grüße aus',
          ' der Stadt.\\n\\nKomm vor',
          'bei!", "ct',
          'a": "Jetzt \\u00',
          'fcberraschen \\"lassen\\""}',
        ],
      });
      const response = await openStream(app, '/api/ai/description', BRIEFING, client.auth);
      const list: StreamEvent[] = [];
      for await (const event of events(response)) list.push(event);
      const done = list.at(-1)!;
      expect(done).toMatchObject({
        event: 'done',
        data: { caption: 'Grüsse aus der Stadt.\n\nKomm vorbei!', cta: 'Jetzt überraschen "lassen"', offline: false },
      });
      expect(joined(list, 'caption')).toBe(done.data.caption);
      expect(joined(list, 'cta')).toBe(done.data.cta);
      const format = (standIn.last!.body as { response_format?: { type: string; json_schema: { name: string } } })
        .response_format;
      expect(format).toMatchObject({ type: 'json_schema', json_schema: { name: 'caption' } });
    });

    it("fills the CTA when the answer has none: the brand's first, else one for the format", async () => {
      standIn.answer({ kind: 'text', text: '{"caption": "Heisse Tage am See.", "cta": ""}' });
      expect((await post('/api/ai/description', { ...BRIEFING, contentType: 'reel' })).json()).toEqual({
        caption: 'Heisse Tage am See.',
        cta: 'Folge uns für mehr Einblicke.',
        offline: false,
      });
      standIn.answer({ kind: 'text', text: 'Nur eine Caption, ganz ohne Aufruf.' });
      expect((await post('/api/ai/description', BRIEFING)).json()).toMatchObject({
        caption: 'Nur eine Caption, ganz ohne Aufruf.',
        cta: expect.stringMatching(/\S/),
      });
    });

    it('keeps only what the model gives as tags: the JSON list, else the words marked with #, never every word of prose', async () => {
      standIn.answer({ kind: 'text', text: '{"hashtags": ["#Herbstbrot", "Zürich Brot", "#grüße", "#herbstbrot"]}' });
      const listed = await post('/api/ai/hashtags', BRIEFING);
      expect(listed.json()).toEqual({ hashtags: '#herbstbrot #zürichbrot #grüsse', offline: false });
      const format = (standIn.last!.body as { response_format?: { type: string; json_schema: { name: string } } })
        .response_format;
      expect(format).toMatchObject({ type: 'json_schema', json_schema: { name: 'hashtags' } });

      standIn.answer({ kind: 'text', text: 'Gerne! Für den Herbst passen #herbst und #brot gut.' });
      expect((await post('/api/ai/hashtags', BRIEFING)).json()).toEqual({ hashtags: '#herbst #brot', offline: false });

      // Prose without a single tag: the drafted tags of the briefing, marked as a draft.
      standIn.answer({ kind: 'text', text: 'Der Herbst ist da und das Brot ist aus dem Ofen.' });
      const prose = (await post('/api/ai/hashtags', BRIEFING)).json();
      expect(prose.offline).toBe(true);
      expect(prose.hashtags.split(' ')).not.toEqual(expect.arrayContaining(['#ist']));
      expect(prose.hashtags).not.toMatch(/#(aus|da|der|und)\b/);
    });

    it("maps the provider's 429 to the spec's text, streaming or not", async () => {
      standIn.answer({
        kind: 'error',
        status: 429,
        body: { error: { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' } },
      });
      const plain = await post('/api/ai/hashtags', BRIEFING);
      expectError(plain, 429, 'RATE_LIMITED', RATE_LIMITED);
      expect(Number(plain.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

      // Before any text, a refusal is a plain error answer even to a stream request.
      const streamed = await openStream(app, '/api/ai/description', BRIEFING, client.auth);
      expect(streamed.status).toBe(429);
      expect(await streamed.json()).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: RATE_LIMITED });
    });

    it("maps 402 and OpenAI's insufficient_quota to the spec's credits text", async () => {
      standIn.answer({ kind: 'error', status: 402, body: { error: { message: 'Payment required', type: 'billing' } } });
      expectError(await post('/api/ai/description', BRIEFING), 402, 'AI_CREDITS', NO_CREDITS);
      standIn.answer({
        kind: 'error',
        status: 429,
        body: {
          error: {
            message: 'You exceeded your current quota.',
            type: 'insufficient_quota',
            code: 'insufficient_quota',
          },
        },
      });
      expectError(await post('/api/ai/hashtags', BRIEFING), 402, 'AI_CREDITS', NO_CREDITS);
    });

    it("answers any other refusal with 502 and the provider's own text", async () => {
      standIn.answer({
        kind: 'error',
        status: 400,
        body: { error: { message: 'The model `stand-in-model` does not exist', type: 'invalid_request_error' } },
      });
      expectError(
        await post('/api/ai/description', BRIEFING),
        502,
        'INTERNAL',
        'The model `stand-in-model` does not exist',
      );
    });

    it('gives up after AI_TIMEOUT_MS: 504 before any text, an error event within a stream', async () => {
      standIn.answer({ kind: 'slow', delayMs: 4000, text: 'Zu spät' });
      const started = Date.now();
      expectError(
        await post('/api/ai/hashtags', BRIEFING),
        504,
        'REQUEST_TIMEOUT',
        /^Die KI hat nicht rechtzeitig geantwortet/,
      );
      expect(Date.now() - started).toBeLessThan(3500);

      standIn.answer({ kind: 'chunks', pauseMs: 3000, chunks: ['Ein Anfang ', 'und nie ein Ende'] });
      const list = await allEvents(await openStream(app, '/api/ai/description', BRIEFING, client.auth));
      expect(list[0]).toMatchObject({ event: 'delta', data: { field: 'caption', text: 'Ein Anfang ' } });
      expect(list.at(-1)).toMatchObject({ event: 'error', data: { statusCode: 504, code: 'REQUEST_TIMEOUT' } });
    });

    it('cancels the provider request when the client stops reading (closes the connection)', async () => {
      standIn.answer({ kind: 'chunks', pauseMs: 100, chunks: Array.from({ length: 40 }, (_, i) => `Wort${i} `) });
      const stop = new AbortController();
      const response = await openStream(app, '/api/ai/description', BRIEFING, client.auth, stop.signal);
      const reading = events(response);
      expect((await reading.next()).value).toMatchObject({ event: 'delta' });
      const upstream = standIn.last!;
      stop.abort();
      await reading.return(undefined).catch(() => undefined);
      // Well before AI_TIMEOUT_MS (2 s), which would end the upstream request too.
      await waitUntil('the upstream request to close', () => upstream.closedEarly, { timeoutMs: 500, intervalMs: 20 });
      expect(upstream.finished).toBe(false);
    });

    it('holds at most AI_CONCURRENCY provider calls open per process: one more answers 503 BUSY at once, and the slot comes back', async () => {
      const { app: capped } = await createTestApp({
        OPENAI_API_KEY: 'sk-stand-in',
        OPENAI_BASE_URL: providerUrl,
        OPENAI_MODEL: 'stand-in-model',
        AI_TIMEOUT_MS: '5000',
        AI_RATE_LIMIT_PER_MINUTE: '1000',
        AI_CONCURRENCY: '1',
      });
      try {
        const cappedClient = await clientWithPlan(capped);
        standIn.answer({ kind: 'slow', delayMs: 1500, text: '#herbst #brot' });
        const before = standIn.requests.length;
        const first = capped.request('POST', '/api/ai/hashtags', { payload: BRIEFING, headers: cappedClient.auth });
        await waitUntil('the first call to reach the provider', () => standIn.requests.length > before, {
          timeoutMs: 3000,
          intervalMs: 20,
        });
        const started = Date.now();
        const second = await capped.request('POST', '/api/ai/hashtags', {
          payload: BRIEFING,
          headers: cappedClient.auth,
        });
        expect(Date.now() - started).toBeLessThan(1000);
        expectError(
          second,
          503,
          'BUSY',
          'Der Server ist gerade ausgelastet. Bitte versuche es in einem Moment erneut.',
        );
        expect(second.headers.get('retry-after')).toBe('5');
        expect((await first).statusCode).toBe(200);
        standIn.answer({ kind: 'text', text: '#herbst #brot' });
        expect(
          (await capped.request('POST', '/api/ai/hashtags', { payload: BRIEFING, headers: cappedClient.auth }))
            .statusCode,
        ).toBe(200);
      } finally {
        await capped.close();
      }
    });

    it('refuses an empty title or content before calling the provider', async () => {
      const before = standIn.requests.length;
      const noTitle = await post('/api/ai/description', { ...BRIEFING, title: '   ' });
      expectError({ ...noTitle, json: () => ({ ...noTitle.json(), errors: undefined }) }, 400, 'VALIDATION', FILL_IN);
      expect(noTitle.json().errors).toEqual([{ field: 'title', message: FILL_IN }]);
      expect((await post('/api/ai/hashtags', { title: 'Titel', description: '' })).json().message).toBe(FILL_IN);
      expect((await post('/api/ai/hashtags', { title: 'Titel' })).json().message).toBe(FILL_IN);
      expect((await post('/api/ai/description', { ...BRIEFING, contentType: 'story' })).statusCode).toBe(400);
      expect((await post('/api/ai/description', { ...BRIEFING, title: 'x'.repeat(201) })).statusCode).toBe(400);
      expect(standIn.requests.length).toBe(before);
    });

    it('serves clients and admins viewing as a client; refuses designers, plain admins and anonymous callers', async () => {
      standIn.answer({ kind: 'text', text: '#herbst #brot' });
      const [designer, admin] = await Promise.all([createSignedIn(app, 'designer'), createSignedIn(app, 'admin')]);
      expectError(await post('/api/ai/hashtags', BRIEFING, designer.auth), 403, 'FORBIDDEN', /.+/);
      expectError(await post('/api/ai/description', BRIEFING, designer.auth), 403, 'FORBIDDEN', /.+/);
      expectError(await post('/api/ai/hashtags', BRIEFING, admin.auth), 403, 'FORBIDDEN', /.+/);
      expectError(await post('/api/ai/hashtags', BRIEFING, {}), 401, 'UNAUTHENTICATED', /.+/);
      expectError(await post('/api/ai/description', BRIEFING, {}), 401, 'UNAUTHENTICATED', /.+/);
      const viewing = await post('/api/ai/hashtags', BRIEFING, admin.auth, { 'x-view-as-client': client.id });
      expect(viewing.statusCode).toBe(200);
      expect(viewing.json()).toEqual({ hashtags: '#herbst #brot', offline: false });
    });

    it('calls the provider only for a client with a current plan: 403 before anything else without one', async () => {
      standIn.answer({ kind: 'text', text: '#herbst #brot' });
      const [planless, admin] = await Promise.all([createSignedIn(app, 'client'), createSignedIn(app, 'admin')]);
      const before = standIn.requests.length;
      expectError(await post('/api/ai/hashtags', BRIEFING, planless.auth), 403, 'FORBIDDEN', NEEDS_PLAN);
      expectError(await post('/api/ai/description', BRIEFING, planless.auth), 403, 'FORBIDDEN', NEEDS_PLAN);
      const streamed = await openStream(app, '/api/ai/description', BRIEFING, planless.auth);
      expect(streamed.status).toBe(403);
      expect(await streamed.json()).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: NEEDS_PLAN });
      // An admin viewing as that client acts as the client: its plan is needed too.
      expectError(
        await post('/api/ai/hashtags', BRIEFING, admin.auth, { 'x-view-as-client': planless.id }),
        403,
        'FORBIDDEN',
        NEEDS_PLAN,
      );
      // A plan that ended counts as none.
      await inContext(app, (em) =>
        em.getConnection().execute(`update subscription set status = 'cancelled' where user_id = ?`, [client.id]),
      );
      expectError(await post('/api/ai/hashtags', BRIEFING), 403, 'FORBIDDEN', NEEDS_PLAN);
      expect(standIn.requests.length).toBe(before);

      // With a plan, the same call reaches the provider.
      const [basic] = await ensurePlans(app);
      await subscribe(app, planless.id, basic);
      await subscribe(app, client.id, basic);
      expect((await post('/api/ai/hashtags', BRIEFING, planless.auth)).statusCode).toBe(200);
      expect(standIn.requests.length).toBe(before + 1);
    });
  });

  describe('without a provider: the offline generator', () => {
    let app: TestApp;
    let replica: TestApp;
    beforeAll(async () => {
      ({ app } = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '3' }));
      ({ app: replica } = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '3' }));
    });
    afterAll(async () => {
      await app?.close();
      await replica?.close();
    });
    const briefing = {
      title: 'Große Herbst-Aktion in Zürich',
      description: 'Unser Kaffee aus Zürich: frisch geröstet, fair gehandelt. Grüße an alle Kaffeeliebhaber!',
      contentType: 'carousel',
    };

    it('writes a German draft from the briefing, marked offline, in Swiss spelling', async () => {
      const client = await clientWithPlan(app);
      const response = await app.request('POST', '/api/ai/description', { payload: briefing, headers: client.auth });
      expect(response.statusCode).toBe(200);
      const draft = response.json();
      expect(draft).toEqual({
        caption: expect.stringContaining('Grosse Herbst-Aktion in Zürich'),
        cta: expect.any(String),
        offline: true,
      });
      expect(draft.caption).toContain('frisch geröstet');
      expect(draft.caption).toMatch(/Slides/);
      expect(draft.cta.length).toBeGreaterThan(5);
      expect(JSON.stringify(draft)).not.toContain('ß');
    });

    it("takes the brand's own call to action for the offline draft", async () => {
      const client = await clientWithPlan(app);
      await app.request('PUT', `/api/clients/${client.id}/branding`, {
        payload: { brandingData: { ctas: ['', 'Jetzt Tisch reservieren'] } },
        headers: client.auth,
      });
      const response = await app.request('POST', '/api/ai/description', { payload: briefing, headers: client.auth });
      expect(response.json()).toMatchObject({ cta: 'Jetzt Tisch reservieren', offline: true });
    });

    it('streams the offline draft word by word, the same way as a provider', async () => {
      const client = await clientWithPlan(app);
      const response = await openStream(app, '/api/ai/description', briefing, client.auth);
      expect(response.status).toBe(200);
      const list = await allEvents(response);
      const done = list.at(-1)!;
      expect(done.event).toBe('done');
      expect(done.data.offline).toBe(true);
      expect(list.filter((e) => e.event === 'delta').length).toBeGreaterThan(10);
      expect(joined(list, 'caption').trim()).toBe(done.data.caption);
      expect(joined(list, 'cta').trim()).toBe(done.data.cta);
    });

    it('derives 8 to 12 lowercase hashtags from the words of title and content', async () => {
      const client = await clientWithPlan(app);
      const response = await app.request('POST', '/api/ai/hashtags', {
        payload: { title: briefing.title, description: briefing.description },
        headers: client.auth,
      });
      expect(response.statusCode).toBe(200);
      const { hashtags, offline } = response.json();
      expect(offline).toBe(true);
      const tags: string[] = hashtags.split(' ');
      expect(tags.length).toBeGreaterThanOrEqual(8);
      expect(tags.length).toBeLessThanOrEqual(12);
      expect(new Set(tags).size).toBe(tags.length);
      for (const tag of tags) expect(tag).toMatch(/^#[\p{Ll}\p{N}_]+$/u);
      expect(tags).toEqual(expect.arrayContaining(['#zürich', '#kaffee', '#grosse']));
      expect(hashtags).not.toContain('ß');
    });

    it('counts each client on its own, across API replicas: the 4th call in a minute is refused', async () => {
      const [flooder, bystander] = await Promise.all([clientWithPlan(app), clientWithPlan(app)]);
      const call = (target: TestApp, auth: Auth, path = '/api/ai/hashtags') =>
        target.request('POST', path, { payload: path.endsWith('hashtags') ? briefing : briefing, headers: auth });
      expect((await call(app, flooder.auth)).statusCode).toBe(200);
      expect((await call(replica, flooder.auth, '/api/ai/description')).statusCode).toBe(200);
      expect((await call(app, flooder.auth)).statusCode).toBe(200);
      const refused = await call(replica, flooder.auth);
      expectError(refused, 429, 'RATE_LIMITED', RATE_LIMITED);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      // A stream request is refused with the same plain answer.
      const streamed = await openStream(app, '/api/ai/description', briefing, flooder.auth);
      expect(streamed.status).toBe(429);
      expect((await streamed.json()).message).toBe(RATE_LIMITED);
      // Another client keeps its whole budget.
      for (let i = 0; i < 3; i += 1) expect((await call(app, bystander.auth)).statusCode).toBe(200);
    });
  });

  describe("the month plan and the client's monthly budget", () => {
    let app: TestApp;
    let replica: TestApp;
    beforeAll(async () => {
      const env = { AI_RATE_LIMIT_PER_MINUTE: '100', AI_MONTHLY_CALLS_PER_CLIENT: '4' };
      ({ app } = await createTestApp(env));
      ({ app: replica } = await createTestApp(env));
    });
    afterAll(async () => {
      await app?.close();
      await replica?.close();
    });
    const generations = (clientId: string) => inContext(app, (em) => em.count(IdeaGeneration, { client: clientId }));

    it('asks for a plan with content before a month plan is recorded (409 NO_PLAN), and takes one with it (202)', async () => {
      const planless = await createSignedIn(app, 'client');
      expectError(
        await app.request('POST', '/api/content-ideas/generate', { headers: planless.auth }),
        409,
        'NO_PLAN',
        NO_PLAN_FOR_MONTH_PLAN,
      );
      expect(await generations(planless.id)).toBe(0);
      const [basic] = await ensurePlans(app);
      await subscribe(app, planless.id, basic);
      const started = await app.request('POST', '/api/content-ideas/generate', { headers: planless.auth });
      expect(started.statusCode).toBe(202);
      expect(await generations(planless.id)).toBe(1);
    });

    it('counts every AI call of a client in the month across replicas: beyond the budget 429 with the day it resets', async () => {
      const [spender, bystander] = await Promise.all([clientWithPlan(app), clientWithPlan(app)]);
      const briefing = { title: 'Herbst', description: 'Neues Brot', contentType: 'post' };
      const calls = [
        () => app.request('POST', '/api/ai/hashtags', { payload: briefing, headers: spender.auth }),
        () => replica.request('POST', '/api/ai/description', { payload: briefing, headers: spender.auth }),
        () => app.request('POST', '/api/content-ideas/generate', { headers: spender.auth }),
        () => replica.request('POST', '/api/ai/hashtags', { payload: briefing, headers: spender.auth }),
      ];
      for (const callAi of calls) expect((await callAi()).statusCode).toBeLessThan(300);

      // The 1st of the month after the current one in Zurich (noon UTC of that day is that day in Zurich).
      const [year, month] = currentZurichMonth().split('-').map(Number);
      const resetsOn = new Intl.DateTimeFormat('de-CH', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Europe/Zurich',
      }).format(Date.UTC(year, month, 1, 12));
      const budgetUsed = `Das KI-Kontingent dieses Monats (4 Anfragen) ist aufgebraucht. Ab dem ${resetsOn} steht es wieder zur Verfügung.`;
      for (const refused of [
        await app.request('POST', '/api/ai/hashtags', { payload: briefing, headers: spender.auth }),
        await replica.request('POST', '/api/ai/description', { payload: briefing, headers: spender.auth }),
        await app.request('POST', '/api/content-ideas/generate', { headers: spender.auth }),
      ]) {
        expectError(refused, 429, 'RATE_LIMITED', budgetUsed);
        // Until the month ends: more than a minute, at most a month.
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
        expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(31 * 86_400);
      }
      expect(await generations(spender.id)).toBe(1);
      // The message is not the per-minute one, so the web app shows it as it is (it never says "Zu viele").
      expect(budgetUsed).not.toMatch(/zu viele|rate limit/i);
      // Another client keeps its whole month.
      expect(
        (await replica.request('POST', '/api/ai/hashtags', { payload: briefing, headers: bystander.auth })).statusCode,
      ).toBe(200);
    });
  });
});
