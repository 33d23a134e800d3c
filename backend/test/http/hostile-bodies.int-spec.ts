import { createTestApp, uniqueIp, type TestApp } from '../test-app.js';

/** `{"k0":0,"k1":0,…}` with `keys` keys. */
const wideObject = (keys: number) => `{${Array.from({ length: keys }, (_, i) => `"k${i}":0`).join(',')}}`;

/** The widest object that still fits in `bytes` (what a 1 MiB body can carry). */
function wideObjectOfSize(bytes: number): string {
  let keys = Math.floor(bytes / 10);
  while (wideObject(keys).length > bytes) keys -= 100;
  return wideObject(keys);
}

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** The refusals of the one pass that bounds a body before anything maps it (http/body-parsers.ts). */
const BOUND_MESSAGES = ['Die Anfrage enthält zu viele Felder', 'Die Anfrage ist zu tief verschachtelt'];

async function answerOf(send: () => Promise<Response>): Promise<{ status: number; message: string }> {
  const response = await send();
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

/**
 * The finding of the third security review: processing a JSON body grew with the square of its
 * number of keys, so one anonymous 649 KB body held the API's one thread for 8.5 s. Now a body's
 * size, keys and depth are bounded in one pass over its text before anything maps it.
 */
describe('hostile request bodies', () => {
  let app: TestApp;

  beforeAll(async () => {
    // The production body limit (1 MiB), so the largest body an attacker may send is the one tested.
    ({ app } = await createTestApp({ BODY_LIMIT_BYTES: String(1024 * 1024) }));
  });
  afterAll(() => app.close());

  const post =
    (path: string, body: string, contentType = 'application/json') =>
    () =>
      fetch(`${app.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'x-forwarded-for': uniqueIp() },
        body,
      });

  // What such a body costs in time is a benchmark's to measure (npm run bench), not a test's: on a
  // busy machine a clock measures the other processes. The test holds the mechanism that bounds it.
  it('are refused by the bound before anything maps them, while a health poller keeps being answered', async () => {
    const hostile = [
      post('/api/auth/sign-in', wideObject(60_000)),
      post('/api/auth/sign-up', wideObjectOfSize(1024 * 1024 - 1)),
      post('/api/auth/sign-in', nestedArrays(200_000)),
      post('/api/auth/sign-in', `{"email":[${Array.from({ length: 150_000 }, () => '0').join(',')}]}`),
      post(
        '/api/auth/sign-in',
        new URLSearchParams(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, '0'])).toString(),
        'application/x-www-form-urlencoded',
      ),
    ];
    let polling = true;
    let healthAnswers = 0;
    const poller = (async () => {
      while (polling) {
        const answer = await fetch(`${app.baseUrl}/api/health`);
        expect(answer.status).toBe(200);
        healthAnswers += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();

    // Three rounds at least, and on until the poller was answered a few times meanwhile: a slow
    // machine takes longer for each answer, a blocked event loop would give none (20 rounds at most).
    const answers = [];
    for (let round = 0; round < 3 || (healthAnswers <= 5 && round < 20); round++) {
      for (const send of hostile) answers.push(await answerOf(send));
    }
    polling = false;
    await poller;

    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(BOUND_MESSAGES).toContain(answer.message);
    }
    expect(healthAnswers).toBeGreaterThan(5);
  });

  it('say why in German', async () => {
    const wide = await fetch(`${app.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: wideObject(5_000),
    });
    expect(wide.status).toBe(400);
    expect(await wide.json()).toMatchObject({ code: 'VALIDATION', message: 'Die Anfrage enthält zu viele Felder' });
    const form = await fetch(`${app.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, '0'])).toString(),
    });
    expect(form.status).toBe(400);
    expect(await form.json()).toMatchObject({ code: 'VALIDATION', message: 'Die Anfrage enthält zu viele Felder' });
    const query = await fetch(`${app.baseUrl}/api/plans?${Array.from({ length: 500 }, (_, i) => `q${i}=1`).join('&')}`);
    expect(query.status).toBe(400);
    expect(await query.json()).toMatchObject({ code: 'VALIDATION', message: 'Die Anfrage enthält zu viele Felder' });
  });

  it('leave ordinary bodies alone: a sign-in with a few unknown fields is still just a wrong sign-in', async () => {
    const response = await fetch(`${app.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
      body: JSON.stringify({
        email: 'niemand@example.ch',
        password: 'falsch-falsch',
        ...Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`extra${i}`, i])),
      }),
    });
    expect(response.status).toBe(401);
  });
});
