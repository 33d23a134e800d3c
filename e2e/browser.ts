import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import pg from 'pg';
import { totpCode } from './totp.js';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The seeded demo accounts (see backend/src/seed/plan-catalogue.ts and the README); the admin's
 * authenticator app has the public demo secret, so its sign-ins complete the second step.
 */
export const DEMO = {
  admin: { email: 'admin@demo.contentflow.ch', password: 'admin123', totpSecret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD' },
  designer: { email: 'designer@demo.contentflow.ch', password: 'designer123' },
  client: { email: 'kunde@demo.contentflow.ch', password: 'kunde123' },
} as const;

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
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

/**
 * A browser for the tests of the describe block it is called in: launched before them and closed
 * after them, with every page `open()` gave (each in a context of its own, as newPage makes it), for
 * tests that keep several people's pages open at once.
 */
export function browserOfBlock(): { open: () => Promise<Page> } {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser.close();
  });
  return {
    async open() {
      const { context, page } = await newPage(browser);
      contexts.push(context);
      return page;
    },
  };
}

/** Direct SQL on the e2e database, for states no screen can create (e.g. an account without a role). */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
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

/** A PNG of one colour at any size (RGB, 8 bits), for designs big enough to point at. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // Each row: filter byte 0, then its pixels.
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The product's API as a test calls it besides the browser: JSON or a form, with a Bearer token. */
export async function api<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
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

/** An account as a test signs in with it: with the secret of its authenticator app, if it has one. */
export interface Credentials {
  email: string;
  password: string;
  totpSecret?: string;
}

/**
 * Tokens of accounts with an authenticator app, shared by the run's test files (Jest gives each file
 * its own modules, so a map here would be per file): each of their sign-ins takes a 30 s step of the
 * codes (totp.ts), and a step taken by an API sign-in is one a browser's sign-in waits for. The
 * API's sign-ins reuse one token while it is young (the access token lives 15 minutes); the global
 * set-up empties the folder, and a token is only taken for the product it was made on.
 */
const TOKEN_DIR = new URL('../.tmp/e2e-tokens/', import.meta.url);
const TOKEN_REUSE_MS = 10 * 60_000;
const tokenFile = (email: string) => new URL(`${encodeURIComponent(email)}.json`, TOKEN_DIR);

function reusableToken(email: string): string | undefined {
  try {
    const saved = JSON.parse(readFileSync(tokenFile(email), 'utf8')) as { baseUrl: string; token: string; at: number };
    return saved.baseUrl === BASE_URL && Date.now() - saved.at < TOKEN_REUSE_MS ? saved.token : undefined;
  } catch {
    return undefined;
  }
}

function keepToken(email: string, token: string): void {
  mkdirSync(TOKEN_DIR, { recursive: true });
  // Written whole, then renamed: a reader never sees half a file.
  const file = tokenFile(email);
  const partial = new URL(`${file.pathname.split('/').pop()}.${process.pid}.tmp`, TOKEN_DIR);
  writeFileSync(partial, JSON.stringify({ baseUrl: BASE_URL, token, at: Date.now() }));
  renameSync(partial, file);
}

/** An access token of the account, signed in over the API (with its second step where it has one). */
export async function tokenOf(account: Credentials): Promise<string> {
  const reusable = account.totpSecret ? reusableToken(account.email) : undefined;
  if (reusable) return reusable;
  const { status, body } = await api<{ accessToken?: string; mfaToken?: string }>('/auth/sign-in', {
    method: 'POST',
    body: { email: account.email, password: account.password },
  });
  expect(status).toBe(200);
  if (!account.totpSecret) return body.accessToken!;
  const verified = await api<{ accessToken: string }>('/auth/mfa/verify', {
    method: 'POST',
    body: { mfaToken: body.mfaToken, code: await totpCode(account.totpSecret) },
  });
  expect(verified.status).toBe(200);
  keepToken(account.email, verified.body.accessToken);
  return verified.body.accessToken;
}

/** Signs in through the /auth screen (the code step too, where the account has one) and waits for the dashboard. */
export async function signInAs(page: Page, account: Credentials): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('E-Mail').fill(account.email);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  if (account.totpSecret) {
    const code = page.getByLabel('Bestätigungscode');
    await code.waitFor();
    await code.fill(await totpCode(account.totpSecret));
    await code.press('Enter');
  }
  await page.waitForURL('**/dashboard');
}

/** An account of the test's own, made over the API (its name, e-mail and password). */
export interface TestAccount {
  id: string;
  email: string;
  password: string;
}

/**
 * A designer of the test's own: the demo designer's clients are other tests' business (one linked
 * client leads it straight to that client's brand).
 */
export async function newDesigner(name: string, emailPrefix: string): Promise<TestAccount> {
  const account = { email: uniqueEmail(emailPrefix), password: 'Sonnen-Blumen-Feld-42' };
  const signedUp = await api<{ user: { id: string } }>('/auth/sign-up', { method: 'POST', body: { name, ...account } });
  expect(signedUp.status).toBe(201);
  await sql(
    `insert into user_role (id, user_id, role, created_at) values (gen_random_uuid(), $1, 'designer', now())
     on conflict (user_id) do update set role = 'designer'`,
    [signedUp.body.user.id],
  );
  return { id: signedUp.body.user.id, ...account };
}

/** A client of the test's own (the demo client's quota belongs to the other tests), on the plan, with the designer. */
export async function newClient(
  adminToken: string,
  designerId: string,
  name: string,
  emailPrefix: string,
  planName = 'Basic',
): Promise<TestAccount> {
  const account = { email: uniqueEmail(emailPrefix), password: 'Sonnen-Blumen-Feld-42' };
  const signedUp = await api<{ user: { id: string } }>('/auth/sign-up', { method: 'POST', body: { name, ...account } });
  expect(signedUp.status).toBe(201);
  const id = signedUp.body.user.id;
  const plans = await api<{ id: string; name: string }[]>('/plans');
  const plan = plans.body.find((candidate) => candidate.name === planName)!;
  expect(
    (await api(`/admin/clients/${id}/plan`, { method: 'PUT', token: adminToken, body: { planId: plan.id } })).status,
  ).toBe(200);
  expect(
    (await api(`/admin/clients/${id}/designer`, { method: 'PUT', token: adminToken, body: { designerId } })).status,
  ).toBe(200);
  return { id, ...account };
}

/** Opens /admin/review and steps through the queue to the order with this title. */
export async function openInReviewQueue(page: Page, title: string): Promise<Locator> {
  await page.goto('/admin/review');
  await page.getByTestId('review-counter').waitFor();
  for (let step = 0; step < 50; step += 1) {
    const item = page.getByTestId('review-item');
    // The queue is asked a page at a time: the next page's first order may still be loading.
    await item.waitFor();
    if (await item.getByRole('heading', { name: title }).count()) return item;
    await page.getByRole('button', { name: /Nächster/ }).click();
  }
  throw new Error(`"${title}" is not in the review queue`);
}

/**
 * Waits for a success toast with this text; an error toast first fails at once with what it said,
 * so a refused command reads as the server's answer rather than as a timeout.
 */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const success = page.locator('.ant-message-success').getByText(text).first();
  const error = page.locator('.ant-message-error').first();
  const first = await Promise.race([
    success.waitFor().then(() => 'success' as const),
    // No error toast within the wait: the success's own timeout decides.
    error.waitFor().then(
      () => 'error' as const,
      () => new Promise<never>(() => undefined),
    ),
  ]);
  if (first === 'error') throw new Error(`expected "${String(text)}", the app said: ${await error.textContent()}`);
}

/**
 * Clicks a button of a popup (a Popconfirm, a confirmation dialog) once its opening animation is
 * over: while antd still moves the popup into place a click can land where the button was and be
 * lost (seen as a confirmation that never reached the server).
 */
export async function clickSettled(button: Locator): Promise<void> {
  await button.waitFor();
  await button
    .page()
    .waitForFunction(
      () =>
        !document.querySelector(
          '[class*="-enter-active"], [class*="-appear-active"], [class*="-enter-prepare"], [class*="-appear-prepare"]',
        ),
    );
  await button.click();
}
