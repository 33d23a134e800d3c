// What a hostile body costs the API (the third security review's finding: one anonymous 649 KB body
// of many keys held the API's one thread for 8.5 s). Each body is sent three times, one after the
// other, to the public sign-in and sign-up while a poller asks /api/health on a fixed schedule: every
// body must be refused within HOSTILE_TARGETS.answerMs and the poller's p99 stay under
// HOSTILE_TARGETS.healthP99Ms. The test suite holds the mechanism (backend/test/http/hostile-bodies.int-spec.ts);
// the time it takes is measured here, where nothing else runs beside it.
export const HOSTILE_TARGETS = { answerMs: 100, healthP99Ms: 50 };

/** `{"k0":0,"k1":0,…}` with `keys` keys. */
const wideObject = (keys) => `{${Array.from({ length: keys }, (_, i) => `"k${i}":0`).join(',')}}`;

/** The widest object that still fits in `bytes` (what a body at the 1 MiB limit can carry). */
function wideObjectOfSize(bytes) {
  let keys = Math.floor(bytes / 10);
  while (wideObject(keys).length > bytes) keys -= 100;
  return wideObject(keys);
}

const BODIES = [
  { label: '60,000 keys', path: '/api/auth/sign-in', body: wideObject(60_000) },
  { label: 'keys up to 1 MiB', path: '/api/auth/sign-up', body: wideObjectOfSize(1024 * 1024 - 1) },
  { label: '200,000 deep', path: '/api/auth/sign-in', body: '['.repeat(200_000) + ']'.repeat(200_000) },
  {
    label: 'a list of 150,000',
    path: '/api/auth/sign-in',
    body: `{"email":[${Array.from({ length: 150_000 }, () => '0').join(',')}]}`,
  },
  {
    label: 'a form of 60,000 fields',
    path: '/api/auth/sign-in',
    body: new URLSearchParams(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, '0'])).toString(),
    contentType: 'application/x-www-form-urlencoded',
  },
];

const ROUNDS = 3;
const HEALTH_EVERY_MS = 20;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

/** Each body's slowest answer and status, and the health poller's latencies meanwhile, against `origin`. */
export async function hostileBodies(origin) {
  const health = [];
  let healthFailures = 0;
  let polling = true;
  const poller = (async () => {
    const pending = [];
    for (let next = performance.now(); polling; next += HEALTH_EVERY_MS) {
      const sent = performance.now();
      pending.push(
        fetch(`${origin}/api/health`).then(
          (answer) => (
            answer.ok ? health.push(performance.now() - sent) : (healthFailures += 1),
            answer.body?.cancel()
          ),
          () => (healthFailures += 1),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next + HEALTH_EVERY_MS - performance.now())));
    }
    await Promise.all(pending);
  })();
  const bodies = BODIES.map((b) => ({ label: b.label, slowestMs: 0, statuses: new Set() }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, b] of BODIES.entries()) {
      const sent = performance.now();
      const answer = await fetch(`${origin}${b.path}`, {
        method: 'POST',
        headers: { 'content-type': b.contentType ?? 'application/json' },
        body: b.body,
      });
      await answer.arrayBuffer();
      bodies[i].slowestMs = Math.max(bodies[i].slowestMs, performance.now() - sent);
      bodies[i].statuses.add(answer.status);
    }
  }
  polling = false;
  await poller;
  return {
    bodies: bodies.map((b) => ({ ...b, statuses: [...b.statuses] })),
    health: {
      count: health.length,
      failures: healthFailures,
      p50: percentile(health, 50),
      p99: percentile(health, 99),
    },
  };
}
