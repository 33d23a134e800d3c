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

interface Timed {
  status: number;
  /** CPU time this process spent while the request was answered (the API runs in it). */
  cpuMs: number;
}

/**
 * The CPU the answer cost, not the time it took: the API runs in this process, so what a body costs
 * is measured as this process's CPU time, which the other test files' processes on a busy machine do
 * not inflate (a wall-clock bound measured their load, not ours).
 */
async function timed(send: () => Promise<Response>): Promise<Timed> {
  const started = process.cpuUsage();
  const response = await send();
  await response.arrayBuffer();
  const { user, system } = process.cpuUsage(started);
  return { status: response.status, cpuMs: (user + system) / 1000 };
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

  const post = (path: string, body: string, contentType = 'application/json') => () =>
    fetch(`${app.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': contentType, 'x-forwarded-for': uniqueIp() }, body });

  it('are refused for under 250 ms of CPU each while a health poller keeps being answered', async () => {
    const hostile = [
      post('/api/auth/sign-in', wideObject(60_000)),
      post('/api/auth/sign-up', wideObjectOfSize(1024 * 1024 - 1)),
      post('/api/auth/sign-in', nestedArrays(200_000)),
      post('/api/auth/sign-in', `{"email":[${Array.from({ length: 150_000 }, () => '0').join(',')}]}`),
      post('/api/auth/sign-in', new URLSearchParams(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, '0'])).toString(), 'application/x-www-form-urlencoded'),
    ];
    // Warm-up: the first request of a process compiles its code paths.
    await timed(() => fetch(`${app.baseUrl}/api/health`));
    await timed(post('/api/auth/sign-in', '{"email":"a@b.ch","password":"x"}'));
    await timed(post('/api/auth/sign-in', wideObject(3_000)));

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

    const answers: Timed[] = [];
    for (let round = 0; round < 3; round++) {
      for (const send of hostile) answers.push(await timed(send));
    }
    polling = false;
    await poller;

    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      // Before the fix one such body cost 8.5 s of the API's one thread; now about 100 ms at most,
      // the client's own share of sending a MiB included, so a square cost would show at once.
      expect(answer.cpuMs).toBeLessThan(250);
    }
    expect(healthAnswers).toBeGreaterThan(5);
  });

  it('say why in German', async () => {
    const wide = await fetch(`${app.baseUrl}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: wideObject(5_000) });
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
      body: JSON.stringify({ email: 'niemand@example.ch', password: 'falsch-falsch', ...Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`extra${i}`, i])) }),
    });
    expect(response.status).toBe(401);
  });
});
