import type { Browser, Page } from 'playwright-core';
import { DEMO, launchBrowser, newPage, signInAs, sql, uniqueEmail } from './browser.js';

/**
 * The brand in the browser: the demo client fills its branding over all five tabs, saves and finds
 * it again after a reload; its linked designer (the demo designer) is led from /client/branding to
 * the read-only viewer and sees it; a designer without the link is refused and sent to its orders.
 */
describe('brand: the client writes it, its designer reads it, no one else does', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function openTab(page: Page, name: string) {
    await page.getByRole('tab', { name }).click();
  }

  it('saves what was typed on every tab, and shows it again after a reload', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, DEMO.client);
    await page.goto('/client/branding');
    await page.getByRole('heading', { level: 2, name: 'Branding-System' }).waitFor();

    await page.getByLabel('Firmenname').fill('Beck am See');
    await page.getByLabel('Branche').fill('Bäckerei');
    await openTab(page, 'Identität');
    await page.getByLabel('Markenversprechen').fill('Jeden Morgen frisch, seit 1952.');
    await page.getByText('5 / 12 Wörter').waitFor();
    await openTab(page, 'Visuell');
    await page.getByLabel('Display-Schrift').fill('Georgia');
    await openTab(page, 'Stimme');
    await page.getByLabel('Tonalität').fill('warm und bodenständig');
    await page.getByLabel('Hook 1', { exact: true }).fill('Schon gewusst?');
    await openTab(page, 'Social');
    await page.getByLabel('Website').fill('https://beck-am-see.ch');
    await page.getByLabel('Instagram').fill('https://instagram.com/beckamsee');
    // Nothing typed is lost on the way back to the first tab.
    await openTab(page, 'Eingabe');
    expect(await page.getByLabel('Firmenname').inputValue()).toBe('Beck am See');

    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Branding erfolgreich gespeichert').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Branding-System' }).waitFor();
    await page.getByLabel('Firmenname').waitFor();
    expect(await page.getByLabel('Firmenname').inputValue()).toBe('Beck am See');
    await openTab(page, 'Stimme');
    expect(await page.getByLabel('Tonalität').inputValue()).toBe('warm und bodenständig');
    expect(await page.getByLabel('Hook 1', { exact: true }).inputValue()).toBe('Schon gewusst?');
    await openTab(page, 'Social');
    expect(await page.getByLabel('Instagram').inputValue()).toBe('https://instagram.com/beckamsee');
    await context.close();
  });

  it('leads the linked designer to the read-only viewer and refuses any other designer', async () => {
    const [{ id: clientId }] = await sql<{ id: string }>('select id from account where email = $1', [
      DEMO.client.email,
    ]);

    const linked = await newPage(browser);
    await signInAs(linked.page, DEMO.designer);
    await linked.page.goto('/client/branding');
    await linked.page.waitForURL(`**/designer/client/${clientId}/branding`);
    await linked.page.getByRole('heading', { level: 2, name: 'Kunden-Branding' }).waitFor();
    await linked.page.getByText('Beck am See').first().waitFor();
    await linked.page.getByRole('tab', { name: 'Stimme' }).click();
    await linked.page.getByText('warm und bodenständig').waitFor();
    // Read only: no inputs, no save.
    expect(await linked.page.getByRole('button', { name: 'Speichern' }).count()).toBe(0);
    expect(await linked.page.locator('main input, main textarea').count()).toBe(0);
    await linked.context.close();

    // A designer of another agency client: signed up, made designer, linked to no one.
    const stranger = { email: uniqueEmail('fremd'), password: 'Sonnen-Blumen-Feld-42' };
    const own = await newPage(browser);
    const signedUp = await own.page.request.post('/api/auth/sign-up', {
      data: { name: 'Fremde Designerin', ...stranger },
    });
    expect(signedUp.status()).toBe(201);
    await sql(
      `insert into user_role (id, user_id, role, created_at)
       select gen_random_uuid(), id, 'designer', now() from account where email = $1
       on conflict (user_id) do update set role = 'designer'`,
      [stranger.email],
    );
    await signInAs(own.page, stranger);
    await own.page.goto(`/designer/client/${clientId}/branding`);
    await own.page.getByText('Kein Zugriff auf diesen Kunden').waitFor();
    await own.page.waitForURL('**/designer/projects');
    await own.context.close();
  });
});
