import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import pg from 'pg';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The seeded demo accounts (see backend/src/seed/plan-catalogue.ts and the README). */
export const DEMO = {
  admin: { email: 'admin@demo.contentflow.ch', password: 'admin123' },
  designer: { email: 'designer@demo.contentflow.ch', password: 'designer123' },
  client: { email: 'kunde@demo.contentflow.ch', password: 'kunde123' },
} as const;

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

export async function newPage(browser: Browser, options: { width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale: 'de-CH',
    timezoneId: 'Europe/Zurich',
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/** Direct SQL on the e2e database, for states no screen can create (e.g. an account without a role). */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@e2e.contentflow.ch`;
}

/** A valid 1×1 PNG: the server decides a file's type from its bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The product's API as a test calls it besides the browser: JSON or a form, with a Bearer token. */
export async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const isForm = init.body instanceof FormData;
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** An access token of the account, signed in over the API. */
export async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const { status, body } = await api<{ accessToken: string }>('/auth/sign-in', { method: 'POST', body: account });
  expect(status).toBe(200);
  return body.accessToken;
}

/** Signs in through the /auth screen and waits for the dashboard. */
export async function signInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('E-Mail').fill(account.email);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL('**/dashboard');
}
