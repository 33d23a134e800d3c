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

/** Signs in through the /auth screen and waits for the dashboard. */
export async function signInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('E-Mail').fill(account.email);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL('**/dashboard');
}
