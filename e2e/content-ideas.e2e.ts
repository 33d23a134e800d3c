import type { Browser, Page } from 'playwright-core';
import { api, DEMO, launchBrowser, newClient, newDesigner, newPage, PNG, signInAs, sql, tokenOf } from './browser.js';

const FLOW_TIMEOUT = 180_000;

/** The order's way from new (or started) to approved, as its designer, the admin and the client go it (tested on screen elsewhere). */
async function approveOrder(
  projectId: string,
  designer: { email: string; password: string },
  clientToken: string,
  adminToken: string,
): Promise<void> {
  const designerToken = await tokenOf(designer);
  // Opening a new order starts it for its designer; otherwise it is started here.
  const order = await api<{ status: string }>(`/projects/${projectId}`, { token: designerToken });
  if (order.body.status === 'new')
    expect((await api(`/projects/${projectId}/start`, { method: 'POST', token: designerToken })).status).toBeLessThan(
      300,
    );
  const files = new FormData();
  files.append('files', new Blob([PNG], { type: 'image/png' }), 'final.png');
  expect(
    (await api(`/projects/${projectId}/final-designs`, { method: 'POST', token: designerToken, body: files })).status,
  ).toBeLessThan(300);
  expect(
    (await api(`/projects/${projectId}/admin-approve`, { method: 'POST', token: adminToken })).status,
  ).toBeLessThan(300);
  expect((await api(`/projects/${projectId}/approve`, { method: 'POST', token: clientToken })).status).toBeLessThan(
    300,
  );
}

function card(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

/**
 * The month plan in the browser: the client generates it (the product's AI runs against a local
 * server in the OpenAI wire format, e2e/openai-stand-in.mjs, answering the structured result), edits
 * an idea and sends it; the order is under "Meine Aufträge" and the idea "In Produktion"; the linked
 * designer opens the client's brand from that order; once the order is approved the idea shows
 * "Fertig" and can be marked posted.
 */
describe('content ideas: from the month plan to an order', () => {
  let browser: Browser;
  let designer: { id: string; email: string; password: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    designer = await newDesigner('Dora Ideen', 'ideen-designer');
  });
  afterAll(() => browser.close());

  it(
    'generates the plan, edits and sends an idea, and follows its order to Fertig',
    async () => {
      const adminToken = await tokenOf(DEMO.admin);
      const client = await newClient(adminToken, designer.id, 'Bäckerei Ideenreich', 'ideen');
      const brand = { brandingData: { clientName: 'Bäckerei Ideenreich', industry: 'Bäckerei', tone: 'herzlich' } };
      expect(
        (await api(`/clients/${client.id}/branding`, { method: 'PUT', token: await tokenOf(client), body: brand }))
          .status,
      ).toBe(200);
      const { context, page } = await newPage(browser);
      await signInAs(page, client);
      await page.goto('/client/content-ideas');
      await page.getByText('Basic').first().waitFor();

      await page.getByRole('button', { name: 'Monatsplan generieren' }).first().click();
      // Basic: 8 posts, 2 carousels and 1 reel, written by the "AI".
      await card(page, 'KI-Idee 1: Frisch aus der Backstube').waitFor({ timeout: 30_000 });
      expect(await page.getByRole('article').count()).toBe(11);
      await page.getByRole('heading', { name: 'Woche 1' }).first().waitFor();

      const first = card(page, 'KI-Idee 1: Frisch aus der Backstube');
      await first.getByRole('button', { name: 'Bearbeiten' }).click();
      const dialog = page.getByRole('dialog', { name: 'Idee anpassen' });
      await dialog.getByLabel('Titel').fill('Unser Sauerteig am Morgen');
      await dialog.getByLabel('Hashtags').fill(' #sauerteig, #zürich ,, ');
      await dialog.getByRole('button', { name: 'Speichern & Senden' }).click();
      await page.getByText('In Produktion gesendet').waitFor();

      const sent = card(page, 'Unser Sauerteig am Morgen');
      await sent.getByText('In Produktion', { exact: true }).waitFor();
      const [idea] = await sql<{ project_id: string; hashtags: string[] }>(
        'select project_id, hashtags from content_idea where client_id = $1 and project_id is not null',
        [client.id],
      );
      expect(idea.hashtags).toEqual(['#sauerteig', '#zürich']);

      await page.goto('/client/projects');
      await page.getByRole('tab', { name: /Aktiv/ }).click();
      await page.getByText('Unser Sauerteig am Morgen').waitFor();

      // The linked designer opens the order and, from it, the client's brand, read only.
      const designerPage = await newPage(browser);
      await signInAs(designerPage.page, designer);
      await designerPage.page.goto(`/designer/project/${idea.project_id}`);
      await designerPage.page.getByRole('button', { name: 'Branding ansehen' }).click();
      await designerPage.page.waitForURL(`**/designer/client/${client.id}/branding`);
      await designerPage.page.getByRole('heading', { level: 2, name: 'Kunden-Branding' }).waitFor();
      await designerPage.page.getByText('Bäckerei', { exact: true }).first().waitFor();
      expect(await designerPage.page.locator('main input, main textarea').count()).toBe(0);
      await designerPage.context.close();

      await approveOrder(idea.project_id, designer, await tokenOf(client), adminToken);
      await page.goto('/client/content-ideas');
      await card(page, 'Unser Sauerteig am Morgen').getByText('Fertig', { exact: true }).waitFor({ timeout: 20_000 });
      await card(page, 'Unser Sauerteig am Morgen').getByRole('button', { name: 'Als gepostet markieren' }).click();
      await card(page, 'Unser Sauerteig am Morgen').getByText('Gepostet', { exact: true }).waitFor();
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it('refuses to send without a designer and says whom to ask', async () => {
    const adminToken = await tokenOf(DEMO.admin);
    const client = await newClient(adminToken, designer.id, 'Bäckerei Ideenreich', 'ideen');
    expect(
      (
        await api(`/admin/clients/${client.id}/designer`, {
          method: 'PUT',
          token: adminToken,
          body: { designerId: null },
        })
      ).status,
    ).toBe(200);
    const token = await tokenOf(client);
    const started = await api<{ jobId: string }>('/content-ideas/generate', { method: 'POST', token });
    expect(started.status).toBe(202);

    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signInAs(page, client);
    await page.goto('/client/content-ideas');
    const idea = card(page, 'KI-Idee 2: Frisch aus der Backstube');
    await idea.waitFor({ timeout: 30_000 });
    await idea.getByRole('button', { name: 'Senden' }).click();
    await page
      .getByRole('button', { name: /^(OK|Senden|Ja)/ })
      .last()
      .click();
    await page.getByText('Kein Designer zugewiesen').waitFor();
    await idea.getByText('Idee', { exact: true }).waitFor();
    expect(await sql('select id from project where client_id = $1', [client.id])).toHaveLength(0);
    await context.close();
  });
});
