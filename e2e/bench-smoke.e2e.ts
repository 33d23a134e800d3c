import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { smokeCheck } from '../scripts/bench/smoke.mjs';
import { dropDatabase } from '../scripts/test-stores.mjs';
import { PrivateRedis } from '../backend/test/private-redis.js';

const ROOT = resolve(import.meta.dirname, '..');
/** The browser tests' database server; the bench's databases are named after theirs plus `_bench_smoke`. */
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/contentflow_e2e';
const PREFIX = `${new URL(DATABASE_URL).pathname.slice(1)}_bench`;
const databaseOf = (name: string) => DATABASE_URL.replace(/\/[^/]*$/, `/${name}`);

/**
 * `npm run bench -- --smoke` (issue 37): every phase of the bench on a tiny agency of its own, on
 * databases and a Redis of its own and on free ports, so that it neither touches the shared
 * product's stores nor a full bench run. It exits non-zero at the first unexpected answer: since the
 * client's team came, the bench's clients belonged to no company and a quarter of its mix answered
 * 403 without anyone noticing.
 */
describe('the bench, run briefly', () => {
  let redis: PrivateRedis;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
  });

  afterAll(async () => {
    await redis.stop();
    for (const name of [`${PREFIX}_smoke`, `${PREFIX}_smoke_small`]) await dropDatabase(databaseOf(name));
  });

  it('runs every phase to the end with every answer the expected one', async () => {
    const child = spawn(process.execPath, ['scripts/bench.mjs', '--smoke', '--no-build'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL,
        BENCH_DATABASE_PREFIX: PREFIX,
        BENCH_REDIS_URL: `${redis.url}/0`,
        BENCH_PORT: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', (exitCode) => done(exitCode)));
    // The whole output when it failed: the phase, the request and its status are in its last lines.
    expect({ code, tail: code === 0 ? '' : output.slice(-4000) }).toEqual({ code: 0, tail: '' });
    expect(output).toContain('Smoke run passed');
    // It ran every phase, the endpoints alone (--costs) last.
    for (const phase of [
      'fixed rate',
      'Raw SQL',
      "The client's order list",
      "The admin's screens",
      'A storm of approval records',
      'Hostile bodies',
      'Each endpoint alone',
    ]) {
      expect(output).toContain(phase);
    }
  }, 150_000);

  it('names the phase, the request and its status of an unexpected answer', () => {
    const run = {
      series: new Map(),
      unexpected: 3,
      firstUnexpected: {
        key: 'limits',
        method: 'GET',
        path: '/api/me/limits',
        expected: 200,
        status: 403,
        body: '{"code":"NO_COMPANY"}',
      },
    };
    expect(() => smokeCheck('fixed rate', run)).toThrow(
      'fixed rate: 3 unexpected answers, the first GET /api/me/limits (limits): 403 instead of 200: {"code":"NO_COMPANY"}',
    );
    expect(() => smokeCheck('fixed rate', { ...run, unexpected: 0, firstUnexpected: null })).not.toThrow();
    const hostile = { bodies: [{ label: '60,000 keys', statuses: [400, 500] }], health: { failures: 0 } };
    expect(() => smokeCheck('hostile bodies', { hostile })).toThrow(
      'hostile bodies: POST a hostile body (60,000 keys): 500 instead of the refusal 400',
    );
  });
});
