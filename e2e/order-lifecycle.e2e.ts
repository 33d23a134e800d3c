import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  api,
  clickSettled,
  DEMO,
  launchBrowser,
  newPage,
  openInReviewQueue,
  PNG,
  signInAs,
  tokenOf,
  uniqueEmail,
} from './browser.js';

const LIFECYCLE_TIMEOUT = 240_000;

/** The order's status badge in the page heading. */
function headingStatus(page: Page) {
  return page.locator('.page-heading').getByTestId('status-badge');
}

async function expectHeadingStatus(page: Page, label: string) {
  await page.locator('.page-heading').getByTestId('status-badge').filter({ hasText: label }).waitFor();
}

async function uploadFinals(page: Page, projectId: string, files: string[]) {
  await page.goto(`/designer/project/${projectId}`);
  const upload = page.getByTestId('final-design-upload');
  await upload.locator('input[type="file"]').setInputFiles(files);
  for (const file of files) await upload.getByText(file.split('/').pop()!).waitFor();
  await upload.getByRole('button', { name: 'Designs hochladen' }).click();
  await page.getByText('Design erfolgreich hochgeladen und zur Admin-Review gesendet!').waitFor();
  await expectHeadingStatus(page, 'Admin-Review');
  await upload.waitFor({ state: 'detached' });
}

describe('order lifecycle: client, designer and admin in the browser', () => {
  let browser: Browser;
  let dir: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    dir = mkdtempSync(join(tmpdir(), 'order-lifecycle-'));
  });
  afterAll(async () => {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function png(name: string): string {
    const path = join(dir, name);
    writeFileSync(path, PNG);
    return path;
  }

  it(
    'walks a carousel from the order through an admin rejection, a change request and both approvals to completion',
    async () => {
      const title = `Herbst-Carousel ${Date.now().toString(36)}`;
      const client = await newPage(browser);
      const designer = await newPage(browser);
      const admin = await newPage(browser);
      await signInAs(client.page, DEMO.client);
      await signInAs(designer.page, DEMO.designer);
      await signInAs(admin.page, DEMO.admin);

      // The client orders a carousel with two slide ideas and one file.
      let page = client.page;
      await page.goto('/client/new-project');
      await page.getByRole('heading', { name: 'Neuer Auftrag' }).waitFor();
      await page.locator('label.ant-radio-button-wrapper', { hasText: 'Carousel' }).click();
      await page.getByText('Slide-Ideen').waitFor();
      await page.getByLabel('Titel').fill(title);
      await page.getByLabel('Inhalt', { exact: true }).fill('Fünf Gründe für unser Sauerteigbrot');
      await page.getByLabel('Hook').fill('Schon mal Sauerteig probiert?');
      await page.getByLabel('Hashtags').fill('#sauerteig #zürich');
      await page.getByRole('button', { name: 'Slide hinzufügen' }).click();
      await page.getByRole('button', { name: 'Slide hinzufügen' }).click();
      await page.getByLabel('Inhalt Slide 1').fill('Titelbild mit Brotlaib');
      await page.getByLabel('Inhalt Slide 2').fill('Gründe 1 bis 5');
      await page.locator('.new-project input[type="file"]').setInputFiles(png('referenz.png'));
      await page.getByText('referenz.png').waitFor();
      await page.getByRole('button', { name: 'Auftrag erstellen' }).click();
      await page.getByText('Auftrag erfolgreich erstellt!').waitFor();
      await page.waitForURL('**/client/projects?tab=active');

      await page.getByTestId('project-card').filter({ hasText: title }).click();
      await page.waitForURL('**/client/project/*');
      const projectId = new URL(page.url()).pathname.split('/').pop()!;
      await expectHeadingStatus(page, 'Neu');
      await page.getByTestId('slide-ideas').getByText('Titelbild mit Brotlaib').waitFor();
      await page.getByTestId('client-files').getByText('referenz.png').waitFor();

      // The designer opens it: the work starts by itself.
      page = designer.page;
      await page.goto('/designer/projects');
      await page.getByTestId('project-card').filter({ hasText: title }).click();
      await page.waitForURL(`**/designer/project/${projectId}`);
      await page.getByText("Status automatisch auf 'In Bearbeitung' gesetzt").waitFor();
      await expectHeadingStatus(page, 'In Bearbeitung');
      await page.getByTestId('client-header').getByText('Bäckerei Muster AG').waitFor();
      await page.getByTestId('client-files').getByText('referenz.png').waitFor();
      await page.getByTestId('revisions-used').filter({ hasText: '0 von 2 Revisionen verwendet' }).waitFor();
      await uploadFinals(page, projectId, [png('final-a.png'), png('final-b.png')]);

      // The admin rejects: the finals are removed and the feedback becomes a comment.
      page = admin.page;
      let item = await openInReviewQueue(page, title);
      await item.getByTestId('final-designs').getByText('final-a.png').waitFor();
      await item.getByRole('button', { name: 'Ablehnen' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Ablehnen und zurücksenden' }).click();
      await dialog.getByText('Bitte gib Feedback ein').first().waitFor();
      await dialog.getByLabel('Feedback an den Designer').fill('Bitte wärmere Farben');
      await dialog.getByRole('button', { name: 'Ablehnen und zurücksenden' }).click();
      await page.getByText('Feedback gesendet und zurück an Designer').waitFor();
      await page.goto(`/admin/project/${projectId}`);
      await expectHeadingStatus(page, 'In Bearbeitung');
      // The sent-back version's files stay listed until the next submission (never «Noch keine finalen Designs» beside V1).
      await page.getByTestId('final-designs').getByText('final-a.png').waitFor();
      await page.getByTestId('communication').getByText('Admin-Feedback: Bitte wärmere Farben').waitFor();

      // The designer sees the feedback and uploads again; the admin approves.
      page = designer.page;
      await page.goto(`/designer/project/${projectId}`);
      await expectHeadingStatus(page, 'In Bearbeitung');
      await page.getByTestId('communication').getByText('Admin-Feedback: Bitte wärmere Farben').waitFor();
      // V1, sent back, is still what the order shows until the next submission.
      await page.getByTestId('final-designs').getByText('final-a.png').waitFor();
      await uploadFinals(page, projectId, [png('final-c.png')]);

      page = admin.page;
      item = await openInReviewQueue(page, title);
      await item.getByTestId('final-designs').getByText('final-c.png').waitFor();
      await item.getByRole('button', { name: 'Freigeben' }).click();
      await clickSettled(
        page
          .getByRole('dialog', { name: new RegExp(`«${title}» V\\d freigeben\\?`) })
          .getByRole('button', { name: 'Ja, freigeben' }),
      );
      await page.getByText('Auftrag freigegeben und an Kunden weitergeleitet').waitFor();

      // The client asks for changes.
      page = client.page;
      await page.goto('/client/projects');
      await page.getByRole('tab', { name: /Zur Review/ }).waitFor();
      await page.getByTestId('project-card').filter({ hasText: title }).click();
      const review = page.getByTestId('design-review');
      await review.getByTestId('final-designs').getByText('final-c.png').waitFor();
      await review.getByTestId('remaining-changes').filter({ hasText: 'Noch 2 von 2 Änderungen möglich' }).waitFor();
      await review.getByLabel('Feedback').fill('Logo bitte grösser');
      await review.getByRole('button', { name: 'Änderungen anfordern' }).click();
      await page.getByText('Änderungen angefordert! Designer wird benachrichtigt.').waitFor();
      await expectHeadingStatus(page, 'In Bearbeitung');
      await page.getByTestId('reviews-used').filter({ hasText: '1 von 2 verwendet' }).waitFor();
      // Its own feedback is in the communication, the admin's internal one is not.
      await page.getByTestId('communication').getByText('Kunden-Feedback: Logo bitte grösser').waitFor();
      expect(await page.getByTestId('communication').getByText('Admin-Feedback: Bitte wärmere Farben').count()).toBe(0);

      // The designer uploads again, the admin approves again.
      page = designer.page;
      await page.goto(`/designer/project/${projectId}`);
      await page.getByTestId('communication').getByText('Kunden-Feedback: Logo bitte grösser').waitFor();
      await page.getByTestId('revisions-used').filter({ hasText: '1 von 2 Revisionen verwendet' }).waitFor();
      await uploadFinals(page, projectId, [png('final-d.png'), png('final-e.png')]);

      page = admin.page;
      item = await openInReviewQueue(page, title);
      await item.getByRole('button', { name: 'Freigeben' }).click();
      await clickSettled(
        page
          .getByRole('dialog', { name: new RegExp(`«${title}» V\\d freigeben\\?`) })
          .getByRole('button', { name: 'Ja, freigeben' }),
      );
      await page.getByText('Auftrag freigegeben und an Kunden weitergeleitet').waitFor();

      // The client approves: the order is completed, with its downloads.
      page = client.page;
      await page.goto(`/client/project/${projectId}`);
      await page
        .getByTestId('design-review')
        .getByTestId('remaining-changes')
        .filter({ hasText: 'Noch 1 von 2 Änderungen möglich' })
        .waitFor();
      await page.getByTestId('design-review').getByRole('button', { name: 'Freigeben' }).click();
      await clickSettled(page.getByRole('button', { name: 'Ja, freigeben' }));
      await page.getByText('Design freigegeben und abgeschlossen!').waitFor();
      await page.waitForURL('**/client/projects?tab=completed');
      const card = page.getByTestId('project-card').filter({ hasText: title });
      await card.getByText('Abgeschlossen', { exact: true }).waitFor();
      await card.click();
      await expectHeadingStatus(page, 'Abgeschlossen');
      const finished = page.getByTestId('finished-designs');
      await finished.getByText('final-d.png').waitFor();
      await finished.getByText('final-e.png').waitFor();
      // One link per file of the approved version, and one for all of them as a ZIP.
      await expect(finished.getByRole('link', { name: /\.png herunterladen/ }).count()).resolves.toBe(2);
      await finished.getByRole('link', { name: 'Alle als ZIP herunterladen' }).waitFor();
      const href = await finished.getByRole('link', { name: 'final-d.png herunterladen' }).getAttribute('href');
      const download = await page.request.get(href!);
      expect(download.status()).toBe(200);
      expect(download.headers()['content-type']).toContain('image/png');
      // Earlier versions are no longer current: the finished designs are the approved version's.
      await expect(finished.getByText('final-a.png').count()).resolves.toBe(0);
      await expect(headingStatus(page).innerText()).resolves.toBe('Abgeschlossen');

      // The dashboard lists it with its status.
      await page.goto('/dashboard');
      await page
        .getByRole('row', { name: new RegExp(title) })
        .getByText('Abgeschlossen')
        .waitFor();

      await Promise.all([client.context.close(), designer.context.close(), admin.context.close()]);
    },
    LIFECYCLE_TIMEOUT,
  );

  it('shows a client at its limit the notice and keeps submit disabled', async () => {
    const adminToken = await tokenOf(DEMO.admin);
    const account = { email: uniqueEmail('limit'), password: 'Sonnen-Blumen-Feld-42' };
    const created = await api<{ id: string }>('/admin/users', {
      method: 'POST',
      token: adminToken,
      body: { name: 'Limit Test GmbH', ...account, role: 'client' },
    });
    expect(created.status).toBe(201);
    const plans = await api<{ id: string; name: string; reelLimit: number }[]>('/plans');
    const basic = plans.body.find((plan) => plan.name === 'Basic')!;
    const assigned = await api(`/admin/clients/${created.body.id}/plan`, {
      method: 'PUT',
      token: adminToken,
      body: { planId: basic.id },
    });
    expect(assigned.status).toBe(200);

    // Use up the reels of the month through the API.
    const clientToken = await tokenOf(account);
    for (let i = 0; i < basic.reelLimit; i += 1) {
      const order = await api('/projects', {
        method: 'POST',
        token: clientToken,
        body: { title: `Reel ${i + 1}`, description: 'Kurzes Video', contentType: 'reel' },
      });
      expect(order.status).toBe(201);
    }
    const refused = await api<{ code: string; message: string }>('/projects', {
      method: 'POST',
      token: clientToken,
      body: { title: 'Ein Reel zu viel', description: 'Kurzes Video', contentType: 'reel' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Limit für diesen Content-Typ erreicht');

    const { context, page } = await newPage(browser);
    await signInAs(page, account);
    await page.goto('/client/new-project');
    await page.getByTestId('quota-remaining').waitFor();
    await expect(page.getByRole('button', { name: 'Auftrag erstellen' }).isEnabled()).resolves.toBe(true);
    await page.locator('label.ant-radio-button-wrapper', { hasText: 'Reel' }).click();
    await page.getByText('Limit für Reels erreicht. Neue Inhalte ab nächstem Monat verfügbar.').waitFor();
    await page.getByLabel('Titel').fill('Noch ein Reel');
    await page.getByLabel('Inhalt', { exact: true }).fill('Geht nicht mehr');
    await expect(page.getByRole('button', { name: 'Auftrag erstellen' }).isDisabled()).resolves.toBe(true);
    // The orders waiting for a designer count too, and are listed as active.
    await page.goto('/client/projects?tab=active');
    await page.getByTestId('project-card').filter({ hasText: 'Reel 1' }).getByText('Wartet auf Bestätigung').waitFor();
    await context.close();
  });
});
