import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  api,
  BASE_URL,
  DEMO,
  launchBrowser,
  newDesigner,
  newPage,
  signInAs,
  tokenOf,
  uniqueEmail,
  type Credentials,
  type TestAccount,
} from './browser.js';
import { totpCode } from './totp.js';

const SECOND_FACTOR_TIMEOUT = 120_000;

/**
 * The product under a host name: WebAuthn refuses IP addresses as relying party, and the server's
 * relying party is APP_URL's host (e2e/global-setup.mjs sets http://localhost:<port>).
 */
const LOCALHOST_URL = BASE_URL.replace('127.0.0.1', 'localhost');

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await page.waitForURL('**/auth');
}

/** Password step of the sign-in; the second step shows next. */
async function passwordStep(page: Page, account: Credentials): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('E-Mail').fill(account.email);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('heading', { name: 'Anmeldung bestätigen' }).waitFor();
}

/**
 * Sets up the authenticator app on /security as a person does: the secret read off the page (as
 * typed into an app by hand), the app's code, then the recovery codes shown once. Returns both.
 * Adding a factor first asks for the account's password.
 */
async function setUpAuthenticatorApp(
  page: Page,
  password: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByRole('button', { name: 'Authenticator-App einrichten' }).click();
  const proof = page.getByRole('dialog', { name: 'Authenticator-App einrichten' });
  await proof.getByLabel('Aktuelles Passwort').fill(password);
  await proof.getByLabel('Aktuelles Passwort').press('Enter');
  await page.getByRole('img', { name: 'QR-Code für die Authenticator-App' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').locator('code').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Bestätigungscode').fill(await totpCode(secret));
  await page.getByLabel('Bestätigungscode').press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Deine Wiederherstellungscodes' });
  await dialog.getByText('Diese Codes werden nur jetzt angezeigt.').waitFor();
  const recoveryCodes = await dialog.getByTestId('recovery-codes').locator('li').allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  await dialog.getByRole('button', { name: 'Ich habe die Codes gesichert' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return { secret, recoveryCodes: recoveryCodes.map((code) => code.trim()) };
}

describe('the second factor in the browser: authenticator app, recovery codes, passkeys, admins', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let designer: TestAccount & { name: string };
  let secret: string;
  let recoveryCodes: string[];

  async function open(options: { width?: number; height?: number } = {}): Promise<Page> {
    const { context, page } = await newPage(browser, options);
    contexts.push(context);
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const name = `Tara Totp ${Date.now().toString(36)}`;
    designer = { name, ...(await newDesigner(name, 'totp')) };
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser.close();
  });

  it(
    'a designer sets up the authenticator app, sees the recovery codes once, and signs in with a code and with a recovery code',
    async () => {
      const page = await open();
      await signInAs(page, designer);
      await page.getByTestId('security-link').click();
      await page.waitForURL('**/security');
      await page.getByRole('heading', { name: 'Sicherheit' }).waitFor();
      ({ secret, recoveryCodes } = await setUpAuthenticatorApp(page, designer.password));

      // Once: the page shows how many are left, never the codes again.
      await page.reload();
      await page.getByTestId('recovery-codes-left').getByText('Noch 10 Wiederherstellungscodes übrig').waitFor();
      expect(await page.getByText(recoveryCodes[0]).count()).toBe(0);

      // The password alone no longer signs in: the code of the app does.
      await signOut(page);
      await signInAs(page, { ...designer, totpSecret: secret });
      await page.getByText('Designer Dashboard').first().waitFor();

      // A wrong code is refused in the server's words; a recovery code works, once.
      await signOut(page);
      await passwordStep(page, designer);
      await page.getByLabel('Bestätigungscode').fill('000000');
      await page.getByLabel('Bestätigungscode').press('Enter');
      await page.getByText('Der Code ist nicht korrekt.').waitFor();
      await page.getByRole('button', { name: 'Wiederherstellungscode verwenden' }).click();
      await page.getByLabel('Wiederherstellungscode').fill(recoveryCodes[0]);
      await page.getByLabel('Wiederherstellungscode').press('Enter');
      await page.waitForURL('**/dashboard');
      await page.goto('/security');
      await page.getByTestId('recovery-codes-left').getByText('Noch 9 Wiederherstellungscodes übrig').waitFor();

      await signOut(page);
      await passwordStep(page, designer);
      await page.getByRole('button', { name: 'Wiederherstellungscode verwenden' }).click();
      await page.getByLabel('Wiederherstellungscode').fill(recoveryCodes[0]);
      await page.getByLabel('Wiederherstellungscode').press('Enter');
      await page.getByText('Der Code ist nicht korrekt.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth');
    },
    SECOND_FACTOR_TIMEOUT,
  );

  it(
    'adds a passkey through the browser and signs in with password and passkey',
    async () => {
      const context = await browser.newContext({
        baseURL: LOCALHOST_URL,
        locale: 'de-CH',
        timezoneId: 'Europe/Zurich',
        viewport: { width: 1280, height: 900 },
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      // Chromium's virtual authenticator: a platform passkey with user verification, no dialog.
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
        },
      });

      await signInAs(page, { ...designer, totpSecret: secret });
      await page.goto('/security');
      const passkeys = page.getByTestId('passkeys-card');
      await passkeys.getByText('Noch kein Passkey hinzugefügt.').waitFor();
      await passkeys.getByRole('button', { name: 'Passkey hinzufügen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Passkey hinzufügen' });
      await dialog.getByLabel('Name').fill('Arbeitslaptop');
      await dialog.getByLabel('Aktuelles Passwort').fill(designer.password);
      await dialog.getByLabel('Aktuelles Passwort').press('Enter');
      await page.getByText('Passkey hinzugefügt').waitFor();
      const passkey = passkeys.getByTestId('passkey').filter({ hasText: 'Arbeitslaptop' });
      await passkey.getByText('Noch nie verwendet').waitFor();
      await passkey.getByText(/^Hinzugefügt am \d\d\.\d\d\.\d{4}$/).waitFor();

      // The password, then the passkey instead of a code.
      await signOut(page);
      await passwordStep(page, designer);
      await page.getByRole('button', { name: 'Mit Passkey bestätigen' }).click();
      await page.waitForURL('**/dashboard');
      await page.goto('/security');
      await passkeys
        .getByTestId('passkey')
        .filter({ hasText: 'Arbeitslaptop' })
        .getByText(/^Zuletzt verwendet am \d\d\.\d\d\.\d{4}$/)
        .waitFor();
    },
    SECOND_FACTOR_TIMEOUT,
  );

  it(
    'leads a new admin to set up a factor first, on a phone, before anything else opens',
    async () => {
      const adminToken = await tokenOf(DEMO.admin);
      const admin = { email: uniqueEmail('neue-admin'), password: 'Kaktus-Morgen-Fluss-47' };
      const created = await api<{ id: string }>('/admin/users', {
        method: 'POST',
        token: adminToken,
        body: { name: 'Neue Administratorin', ...admin, role: 'admin' },
      });
      expect(created.status).toBe(201);

      // The server refuses it everything but the security endpoints until then.
      const ownToken = await tokenOf(admin);
      const refused = await api<{ code: string }>('/admin/users', { token: ownToken });
      expect(refused).toEqual({ status: 403, body: expect.objectContaining({ code: 'MFA_SETUP_REQUIRED' }) });

      const page = await open({ width: 390, height: 844 });
      await page.goto('/auth');
      await page.getByLabel('E-Mail').fill(admin.email);
      await page.getByLabel('Passwort').fill(admin.password);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await page.waitForURL('**/security');
      await page.getByText(/^Als Administrator brauchst du einen zweiten Faktor/).waitFor();
      await page.goto('/admin/users');
      await page.waitForURL('**/security');
      await page.getByText(/^Als Administrator brauchst du einen zweiten Faktor/).waitFor();

      await setUpAuthenticatorApp(page, admin.password);
      // Nothing wider than the phone on the way.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.goto('/admin/users');
      await page.getByRole('heading', { name: 'Benutzer' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/users');
    },
    SECOND_FACTOR_TIMEOUT,
  );

  it(
    "the demo admin resets the designer's factors, and the designer signs in with the password alone",
    async () => {
      const page = await open();
      await signInAs(page, DEMO.admin);
      await page.goto('/admin/users');
      const row = page.getByRole('row', { name: new RegExp(designer.name) });
      await row.getByTestId('second-factor-tag').getByText('Aktiv', { exact: true }).waitFor();
      await row.getByRole('button', { name: `Zweiten Faktor von ${designer.name} zurücksetzen` }).click();
      await page
        .getByText(`Authenticator-App, Wiederherstellungscodes und Passkeys von ${designer.name} werden entfernt`, {
          exact: false,
        })
        .waitFor();
      await page.getByRole('button', { name: 'Zurücksetzen', exact: true }).click();
      await page.getByText('Zweiter Faktor zurückgesetzt').waitFor();
      await row.getByTestId('second-factor-tag').getByText('Aus', { exact: true }).waitFor();
      await expect(
        row.getByRole('button', { name: `Zweiten Faktor von ${designer.name} zurücksetzen` }).count(),
      ).resolves.toBe(0);

      const own = await open();
      await signInAs(own, designer);
      await own.getByText('Designer Dashboard').first().waitFor();
    },
    SECOND_FACTOR_TIMEOUT,
  );
});
