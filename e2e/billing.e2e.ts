import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import pg from 'pg';
import { dropDatabase } from '../scripts/test-stores.mjs';
import { PrivateRedis } from '../backend/test/private-redis.js';
import { StripeStandIn, WEBHOOK_SECRET } from '../backend/test/stripe-stand-in.js';
import { waitUntil } from '../backend/test/wait-until.js';
import { launchBrowser, signInAs, uniqueEmail } from './browser.js';

const ROOT = resolve(import.meta.dirname, '..');
const DATABASE_URL = (process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/contentflow_e2e').replace(
  /\/[^/]*$/,
  '/contentflow_e2e_billing',
);

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

async function sql(text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

/**
 * Card payment in the browser, on a product of its own with payments on (the shared one keeps them
 * off: its tests ask for plans by plan request): the client picks a plan on the subscription page,
 * "Stripe's" Checkout (a local stand-in in Stripe's wire format) takes the payment, delivers the
 * signed webhook and sends the browser back; the page waits for the plan, and the dashboard shows
 * the new plan and its limits.
 */
describe('billing: a client pays its plan by card', () => {
  const stripe = new StripeStandIn();
  let redis: PrivateRedis;
  let dataDir: string;
  let baseUrl: string;
  let browser: Browser;
  const processes: ChildProcess[] = [];

  beforeAll(async () => {
    await dropDatabase(DATABASE_URL);
    redis = await PrivateRedis.start();
    dataDir = mkdtempSync(join(tmpdir(), 'billing-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL,
      REDIS_URL: redis.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: await stripe.start(),
    };
    stripe.webhookUrl = `${baseUrl}/api/billing/webhook`;
    for (const script of ['dist/backend/src/cli/migrate.js', 'dist/backend/src/cli/seed.js']) {
      const result = spawnSync(process.execPath, [script], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
      if (result.status !== 0) throw new Error(`${script} failed`);
    }
    await sql(`update plan set stripe_price_id = 'price_' || lower(name)`);
    for (const main of ['dist/backend/src/main.js', 'dist/workers/src/main.js']) {
      processes.push(spawn(process.execPath, [main], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] }));
    }
    await waitUntil(
      'the billing product to be healthy',
      async () => (await fetch(`${baseUrl}/api/health`).catch(() => null))?.ok || undefined,
      { timeoutMs: 30_000 },
    );
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    for (const child of processes) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      processes.map((child) => (child.exitCode === null ? new Promise((done) => child.once('exit', done)) : null)),
    );
    await redis?.stop();
    await stripe.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(DATABASE_URL);
  });

  it('checks out the Business plan and finds it, with its limits, on the dashboard', async () => {
    const account = { email: uniqueEmail('karte'), password: 'Sonnen-Blumen-Feld-42' };
    const signedUp = await fetch(`${baseUrl}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Café Karte', ...account }),
    });
    expect(signedUp.status).toBe(201);

    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: 'de-CH',
      timezoneId: 'Europe/Zurich',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signInAs(page, account);
    await page.goto('/client/subscription');
    const business = page.getByTestId('subscription-plan').filter({ hasText: 'Business' });
    await business.getByRole('button', { name: 'Jetzt starten' }).click();

    // Stripe's page took the payment and sent the browser back; the page waits for the webhook's plan.
    await page.waitForURL('**/client/subscription**');
    await page.getByText('Dein Plan Business ist aktiv.').waitFor();
    expect(stripe.callsTo('/v1/checkout/sessions')).toHaveLength(1);

    await page.goto('/dashboard');
    await page.getByText('Business').first().waitFor();
    await page.getByTestId('usage-posts').getByText('0 / 16').waitFor();
    await context.close();
  });
});
