import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { clickSettled, DEMO, launchBrowser, newPage, signInAs, uniqueEmail } from './browser.js';

/** A valid 1×1 PNG: the server decides a file's type from its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const ACCOUNTS_TIMEOUT = 120_000;

/** The seeded plans (backend/src/seed/plan-catalogue.ts). */
const BUSINESS = { name: 'Business', price: 590, limits: { posts: 16, carousels: 6, reels: 3 } };
const PREMIUM = { name: 'Premium', price: 990 };
const BASIC = { name: 'Basic', price: 290, limits: { posts: 8, carousels: 2, reels: 1 } };

type StatKey = 'activeClients' | 'mrr' | 'designers';

/** A stat card of the admin dashboard as a number: "CHF 1’234.50" → 1234.5. */
async function statNumber(page: Page, key: StatKey): Promise<number> {
  const value = page.getByTestId(`stat-${key}`).locator('.ant-statistic-content');
  await value.waitFor();
  return Number((await value.innerText()).replace(/[^\d.]/g, ''));
}

/** Waits until the stat card shows this number (the dashboard refreshes after a command). */
async function expectStat(page: Page, key: StatKey, expected: number): Promise<void> {
  await page
    .waitForFunction(
      ([testId, value]) => {
        const text = document.querySelector(`[data-testid="${testId}"] .ant-statistic-content`)?.textContent;
        return text != null && Number(text.replace(/[^\d.]/g, '')) === value;
      },
      [`stat-${key}`, expected] as const,
    )
    .catch(() => undefined);
  expect(await statNumber(page, key)).toBe(expected);
}

async function openAdminDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await page.getByTestId('stat-mrr').locator('.ant-statistic-content').waitFor();
}

/** Opens an antd select and picks the option whose text starts with `option`. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${option}`) })
    .click();
}

async function expectLimits(page: Page, limits: { posts: number; carousels: number; reels: number }): Promise<void> {
  for (const [kind, limit] of Object.entries(limits)) {
    await page
      .getByTestId(`usage-${kind}`)
      .filter({ hasText: `0 / ${limit}` })
      .waitFor();
  }
}

describe('admin accounts: users, clients, plans, view-as-client and plan requests in the browser', () => {
  let browser: Browser;
  let dir: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    dir = mkdtempSync(join(tmpdir(), 'admin-accounts-'));
  });
  afterAll(async () => {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'creates a designer and a client with a logo, assigns both, views as the client, deactivates and reactivates it, and counts its plan in the MRR',
    async () => {
      const suffix = Date.now().toString(36);
      const designerName = `Dora Designerin ${suffix}`;
      const clientName = `Alpenblick Café ${suffix}`;
      const brandName = `Alpenblick ${suffix}`;
      const client = { email: uniqueEmail('alpenblick'), password: 'Sonnen-Blumen-Feld-42' };
      const admin = await newPage(browser);
      const own = await newPage(browser);
      const page = admin.page;
      await signInAs(page, DEMO.admin);
      await openAdminDashboard(page);
      const mrrBefore = await statNumber(page, 'mrr');
      const activeBefore = await statNumber(page, 'activeClients');
      const designersBefore = await statNumber(page, 'designers');

      // A designer through the "Neuer Benutzer" dialog.
      await page.goto('/admin/users');
      await page.getByRole('button', { name: 'Neuer Benutzer' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill(designerName);
      await dialog.getByLabel('E-Mail').fill(uniqueEmail('dora'));
      await dialog.getByLabel('Passwort').fill('Sonnen-Blumen-Feld-42');
      await choose(page, dialog.getByLabel('Rolle'), 'Designer');
      await dialog.getByRole('button', { name: 'Erstellen' }).click();
      await page.getByText('Benutzer erfolgreich erstellt').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page
        .getByRole('row', { name: new RegExp(designerName) })
        .getByText('Designer', { exact: true })
        .waitFor();

      // A client with its branding and a logo.
      await page.goto('/admin/add-client');
      await page.getByRole('heading', { name: 'Kunde hinzufügen' }).waitFor();
      await page.getByLabel('Name', { exact: true }).fill(clientName);
      await page.getByLabel('E-Mail').fill(client.email);
      await page.getByLabel('Passwort').fill(client.password);
      await page.getByLabel('Markenname').fill(brandName);
      await page.getByLabel('Website').fill('https://alpenblick.ch');
      const logo = join(dir, 'alpenblick-logo.png');
      writeFileSync(logo, PNG);
      await page.locator('input[type="file"]').setInputFiles(logo);
      await page.getByText('alpenblick-logo.png').waitFor();
      await page.getByRole('button', { name: 'Kunde erstellen' }).click();
      await page.getByText('Kunde erfolgreich erstellt!').waitFor();
      await page.waitForURL('**/admin/clients/*');
      const clientUrl = new URL(page.url()).pathname;
      const heading = page.locator('.page-heading');
      await heading.getByText(brandName).waitFor();
      await heading.getByText('Aktiv', { exact: true }).waitFor();
      await page.getByText('Kostenlos', { exact: true }).waitFor();

      // The designer and the Business plan.
      await choose(page, page.getByLabel('Zugewiesener Designer'), designerName);
      await page.getByText('Designer erfolgreich zugewiesen').waitFor();
      await choose(page, page.getByLabel('Plan auswählen'), BUSINESS.name);
      await page.getByRole('button', { name: 'Plan zuweisen' }).click();
      await page.getByText('Plan erfolgreich zugewiesen').waitFor();
      await page.getByText(/^Aktueller Plan: Business · CHF\s590\.00 \/ Monat \(bis \d\d\.\d\d\.\d{4}\)$/).waitFor();

      // The grid finds it by its brand name, with its designer and plan.
      await page.goto('/admin/clients');
      await page.getByLabel('Kunden suchen').fill(brandName);
      const card = page.locator('.client-grid li').filter({ hasText: brandName });
      await card.getByText(designerName).waitFor();
      await card.getByText('Business · CHF 590.00 / Monat').waitFor();
      // Only the client and the add card are left.
      await page.waitForFunction(() => document.querySelectorAll('.client-grid > li').length === 2);

      // The dashboard counts the new client, designer and plan.
      await openAdminDashboard(page);
      await expectStat(page, 'mrr', mrrBefore + BUSINESS.price);
      await expectStat(page, 'activeClients', activeBefore + 1);
      await expectStat(page, 'designers', designersBefore + 1);

      // The client signs in on its own, in a second browser context.
      await signInAs(own.page, client);
      await own.page.getByTestId('plan-badge').filter({ hasText: BUSINESS.name }).waitFor();

      // The admin views the app as the client: banner, its dashboard and limits, its profile with the logo.
      await page.goto(clientUrl);
      await page.getByRole('button', { name: 'Als Kunde ansehen' }).click();
      await page.getByText('Du siehst jetzt die Kundenansicht').waitFor();
      await page.waitForURL('**/dashboard');
      const banner = page.getByTestId('view-as-client-banner');
      await banner.getByText(`Kundenansicht: ${clientName}`).waitFor();
      await page.getByRole('heading', { name: 'Willkommen zurück' }).waitFor();
      await page.getByTestId('plan-badge').filter({ hasText: BUSINESS.name }).waitFor();
      await expectLimits(page, BUSINESS.limits);
      await page.getByTestId('sidebar').getByRole('link', { name: 'Profil' }).click();
      await page.waitForURL('**/client/profile');
      await page.getByRole('heading', { name: clientName }).waitFor();
      const logoImage = page.getByRole('img', { name: `Logo von ${clientName}` });
      await logoImage.waitFor();
      await expect(
        logoImage.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
      ).resolves.toBe(1);
      await banner.getByRole('button', { name: 'Zurück zur Admin-Ansicht' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await expect(banner.count()).resolves.toBe(0);

      // Deactivated: the client's open session ends and it cannot sign in again.
      await page.goto(clientUrl);
      await page.getByRole('button', { name: 'Deaktivieren' }).click();
      const question = page.getByRole('tooltip').filter({ hasText: `${clientName} deaktivieren?` });
      // Clicked once the question stopped moving, and its answer named should it fail: a loaded
      // fresh-clone run once waited the whole 10 s for the notice.
      const [switched] = await Promise.all([
        page.waitForResponse(
          (response) => response.request().method() === 'POST' && response.url().endsWith('/status'),
          { timeout: 45_000 },
        ),
        clickSettled(question.getByRole('button', { name: 'Deaktivieren' })),
      ]);
      expect(switched.status()).toBe(200);
      await page.getByText('Kunde deaktiviert').waitFor();
      await heading.getByText('Inaktiv', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Aktivieren', exact: true }).waitFor();

      await own.page.getByTestId('sidebar').getByRole('link', { name: 'Meine Aufträge' }).click();
      await own.page.waitForURL('**/auth');
      await own.page.getByLabel('E-Mail').fill(client.email);
      await own.page.getByLabel('Passwort').fill(client.password);
      await own.page.getByRole('button', { name: 'Anmelden' }).click();
      await own.page.getByText('Dein Konto ist deaktiviert. Bitte wende dich an den Administrator.').waitFor();
      expect(new URL(own.page.url()).pathname).toBe('/auth');

      await openAdminDashboard(page);
      await expectStat(page, 'activeClients', activeBefore);

      // Reactivated: the client signs in again.
      await page.goto(clientUrl);
      await page.getByRole('button', { name: 'Aktivieren', exact: true }).click();
      await page.getByText('Kunde aktiviert').waitFor();
      await heading.getByText('Aktiv', { exact: true }).waitFor();
      await signInAs(own.page, client);
      await own.page.getByTestId('plan-badge').filter({ hasText: BUSINESS.name }).waitFor();

      // Premium instead of Business: the MRR follows the plan.
      await choose(page, page.getByLabel('Plan auswählen'), PREMIUM.name);
      await page.getByRole('button', { name: 'Plan zuweisen' }).click();
      await page.getByText(/^Aktueller Plan: Premium · CHF\s990\.00 \/ Monat/).waitFor();
      await openAdminDashboard(page);
      await expectStat(page, 'mrr', mrrBefore + PREMIUM.price);
      await expectStat(page, 'activeClients', activeBefore + 1);

      await Promise.all([admin.context.close(), own.context.close()]);
    },
    ACCOUNTS_TIMEOUT,
  );

  it('grants a self-signed-up client the plan it requested from the admin dashboard', async () => {
    const name = `Seeblick Bistro ${Date.now().toString(36)}`;
    const account = { email: uniqueEmail('seeblick'), password: 'Sonnen-Blumen-Feld-42' };
    const own = await newPage(browser);
    const admin = await newPage(browser);

    // The client signs up and requests Basic.
    let page = own.page;
    await page.goto('/auth');
    await page.getByText('Noch kein Account? Registrieren').click();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('E-Mail').fill(account.email);
    await page.getByLabel('Passwort').fill(account.password);
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.getByText('Account erstellt! Du kannst dich jetzt einloggen.').waitFor();
    await signInAs(page, account);
    await page.getByText('Du hast noch kein Abonnement. Wähle einen Plan um Content zu erstellen.').first().waitFor();
    await page.getByTestId('plan-action').filter({ hasText: 'Plan wählen' }).click();
    await page.waitForURL('**/client/subscription');
    const basic = page
      .getByTestId('subscription-plan')
      .filter({ has: page.getByRole('heading', { name: BASIC.name, exact: true }) });
    await basic.getByRole('button').click();
    await page.getByText('Anfrage gesendet').first().waitFor();
    await basic.getByRole('button', { name: 'Anfrage gesendet' }).waitFor();
    await expect(basic.getByRole('button', { name: 'Anfrage gesendet' }).isDisabled()).resolves.toBe(true);
    await page
      .getByTestId('plan-request-state')
      .getByText(/^Deine Anfrage für den Plan Basic vom \d\d\.\d\d\.\d{4} ist eingegangen\./)
      .waitFor();

    // The admin grants it from the dashboard: the request leaves the list, the MRR grows by its price.
    page = admin.page;
    await signInAs(page, DEMO.admin);
    await openAdminDashboard(page);
    const mrrBefore = await statNumber(page, 'mrr');
    const request = page.getByTestId('waiting-plan-requests').getByTestId('plan-request').filter({ hasText: name });
    await request.getByText('wünscht Basic · CHF 290.00').waitFor();
    await request.getByRole('button', { name: 'Plan zuweisen' }).click();
    await page.getByText('Plan erfolgreich zugewiesen').waitFor();
    await request.waitFor({ state: 'detached' });
    await expectStat(page, 'mrr', mrrBefore + BASIC.price);

    // The client sees the plan, its limits and the granted request.
    page = own.page;
    await page.goto('/dashboard');
    await page.getByTestId('plan-badge').filter({ hasText: BASIC.name }).waitFor();
    await expectLimits(page, BASIC.limits);
    await page.getByTestId('plan-action').filter({ hasText: 'Upgrade' }).click();
    await page.waitForURL('**/client/subscription');
    await basic.getByRole('button', { name: 'Aktueller Plan' }).waitFor();
    await page.getByTestId('plan-request-state').getByText('Plan freigeschaltet').waitFor();

    await Promise.all([admin.context.close(), own.context.close()]);
  });
});
