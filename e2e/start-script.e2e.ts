import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { dropDatabase, flushRedisDatabase } from '../scripts/test-stores.mjs';
import { DEMO, launchBrowser } from './browser.js';

const ROOT = resolve(import.meta.dirname, '..');

/** Runs `npm start`'s script with these variables set and those named in `unset` removed. */
function startScript(env: Record<string, string>, unset: string[] = []) {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const name of unset) delete merged[name];
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

/** The local addresses of the sockets listening on a TCP port, read from the kernel's table. */
function listeningAddresses(port: number): string[] {
  const LISTEN = '0A';
  const addresses = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== LISTEN) continue;
      const [hex, portHex] = local.split(':');
      if (parseInt(portHex, 16) !== port) continue;
      addresses.add(
        hex.length === 8
          ? hex
              .match(/../g)!
              .reverse()
              .map((byte) => parseInt(byte, 16))
              .join('.')
          : `ipv6:${hex}`,
      );
    }
  }
  return [...addresses];
}

/**
 * A GET on a connection of its own (fetch keeps one open): the cluster hands each new connection
 * to the next API process, so consecutive calls reach the processes in turn.
 */
function onNewConnection(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

describe('npm start', () => {
  it.each([
    [
      'PostgreSQL',
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/contentflow' },
      /PostgreSQL is not reachable at 127\.0\.0\.1:1 \(DATABASE_URL\)[^]*docker compose up -d postgres/,
    ],
    [
      'Redis',
      { REDIS_URL: 'redis://127.0.0.1:1' },
      /Redis is not reachable at 127\.0\.0\.1:1 \(REDIS_URL\)[^]*redis-server/,
    ],
  ])('stops within seconds, saying how to start %s when it is unreachable', async (_, env, message) => {
    const started = Date.now();
    const run = startScript(env);
    expect(await run.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(run.output()).toMatch(message);
  });

  it('on a fresh installation: listens on loopback only, signs with a secret of its own, seeds no demo account, leads to the first-run page, and stops on SIGTERM', async () => {
    const port = await freePort();
    const databaseUrl = new URL(process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/contentflow_e2e');
    databaseUrl.pathname += '_fresh';
    await dropDatabase(databaseUrl.toString());
    // A Redis database of its own too: on the browser tests' one, this installation's workers would
    // take their product's jobs and look for the rows in the wrong database.
    const redisUrl = new URL(process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/10');
    redisUrl.pathname = `/${Number(redisUrl.pathname.slice(1) || 0) + 1}`;
    await flushRedisDatabase(redisUrl.toString());
    const dataDir = mkdtempSync(join(tmpdir(), 'cf-fresh-'));
    const metricsPort = await freePort();
    const metricsToken = 'fresh-installation-metrics-token';
    const run = startScript(
      {
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        METRICS_TOKEN: metricsToken,
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: redisUrl.toString(),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
      ['HOST', 'SEED_DEMO', 'JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'NODE_ENV'],
    );
    const base = `http://127.0.0.1:${port}`;
    let browser: Browser | undefined;
    try {
      let healthy = false;
      for (let i = 0; i < 120 && !healthy; i += 1) {
        await new Promise((r) => setTimeout(r, 500));
        healthy = await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
      }
      expect({ healthy, output: healthy ? '' : run.output() }).toEqual({ healthy: true, output: '' });
      expect(listeningAddresses(port)).toEqual(['127.0.0.1']);
      expect(statSync(join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);

      const page = await fetch(`${base}/client/projects`);
      expect(page.headers.get('content-type')).toContain('text/html');
      for (const account of Object.values(DEMO)) {
        const signIn = await fetch(`${base}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(account),
        });
        expect(signIn.status).toBe(401);
      }
      expect(await (await fetch(`${base}/api/setup`)).json()).toEqual({ needed: true });

      // npm start runs an API process per core (two here) on the one port; the metrics count them
      // all, on the metrics port and on the API's /metrics, whichever process the scrape reaches.
      const probes = 6;
      for (let i = 0; i < probes; i += 1) expect((await onNewConnection(`${base}/api/health/live`)).status).toBe(200);
      const probesCounted =
        /^http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status_class="2xx"\} (\d+)$/m;
      const authorization = { authorization: `Bearer ${metricsToken}` };
      for (const url of [
        `http://127.0.0.1:${metricsPort}/metrics`,
        `${base}/metrics`,
        `${base}/metrics`,
        `${base}/metrics`,
      ]) {
        const scraped = (await onNewConnection(url, authorization)).body;
        expect({ url, counted: scraped.match(probesCounted)?.[1] }).toEqual({ url, counted: String(probes) });
      }

      // A newcomer opening the app is led to the first-run page, creates the admin and is signed in.
      browser = await launchBrowser();
      const context = await browser.newContext({ baseURL: base, locale: 'de-CH' });
      const tab = await context.newPage();
      tab.setDefaultTimeout(15_000);
      await tab.goto('/');
      await tab.waitForURL('**/setup');
      await tab.getByLabel('Name').fill('Erste Administratorin');
      await tab.getByLabel('E-Mail').fill('chefin@agentur.example');
      await tab.getByLabel('Passwort', { exact: true }).fill('erster-start-1');
      await tab.getByLabel('Passwort bestätigen').fill('erster-start-1');
      await tab.getByRole('button', { name: 'Administrator erstellen' }).click();
      // Signed in, and as an admin without a second factor led to set one up first.
      await tab.waitForURL('**/security');
      await tab.getByText(/Als Administrator brauchst du einen zweiten Faktor/).waitFor();
      expect(await (await fetch(`${base}/api/setup`)).json()).toEqual({ needed: false });
      // The page is gone for good.
      await tab.goto('/setup');
      await tab.waitForURL((url) => !url.pathname.startsWith('/setup'));
      await context.close();

      for (let i = 0; i < 40 && !run.output().includes('Workers ready'); i += 1)
        await new Promise((r) => setTimeout(r, 250));
      expect(run.output()).toContain('Workers ready');

      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    } finally {
      await browser?.close();
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
    }
  }, 150_000);
});
