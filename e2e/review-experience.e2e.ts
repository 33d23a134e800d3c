import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  api,
  clickSettled,
  DEMO,
  expectToast,
  launchBrowser,
  newClient,
  newDesigner,
  newPage,
  openInReviewQueue,
  signInAs,
  solidPng,
  tokenOf,
  type TestAccount,
} from './browser.js';

const FLOW_TIMEOUT = 300_000;

/** Clicks the shown slide of a viewer at a point (fractions of its width and height). */
async function pinAt(viewer: Locator, x: number, y: number): Promise<void> {
  const stage = viewer.getByTestId('viewer-stage');
  const box = (await stage.locator('img').first().boundingBox())!;
  await stage
    .locator('img')
    .first()
    .click({ position: { x: box.width * x, y: box.height * y } });
}

/** Shows slide n (1-based) of a viewer with its arrows, as the counter says. */
async function goToSlide(viewer: Locator, n: number, total: number): Promise<void> {
  for (let step = 0; step < total; step += 1) {
    if ((await viewer.getByTestId('slide-counter').textContent())?.trim() === `${n} / ${total}`) return;
    await viewer.getByRole('button', { name: 'Nächste Folie' }).click();
  }
  await viewer
    .getByTestId('slide-counter')
    .filter({ hasText: `${n} / ${total}` })
    .waitFor();
}

/**
 * The review experience in the browser, as the issue names it: the designer submits V1 of a
 * three-slide carousel; the admin pins slide 2 and sends it back; the designer sees the banner and
 * the open pin, submits V2 and ticks the pin; the admin passes V2; the client sees only V2, pins
 * slide 3 and a second spot and asks for changes (revision 1 of 2); V3 arrives with both pins done;
 * the client compares V2 and V3, approves after the confirmation naming V3, downloads the ZIP and
 * the PDF record. The client never sees the admin's pin or note.
 */
describe('review: versions, pins, the viewer and the approval record', () => {
  let browser: Browser;
  let dir: string;
  let designer: TestAccount;
  let client: TestAccount;
  let projectId: string;
  const title = `Frühlings-Carousel ${Date.now().toString(36)}`;
  const ADMIN_PIN = 'Logo auf Folie 2 zu klein';
  const ADMIN_NOTE = 'Kontrast intern prüfen';

  beforeAll(async () => {
    browser = await launchBrowser();
    dir = mkdtempSync(join(tmpdir(), 'review-'));
    const adminToken = await tokenOf(DEMO.admin);
    designer = await newDesigner('Dora Review', 'review-designer');
    client = await newClient(adminToken, designer.id, 'Blumen Huber', 'review-client');
    const clientToken = await tokenOf(client);
    const order = await api<{ id: string }>('/projects', {
      method: 'POST',
      token: clientToken,
      body: {
        title,
        description: 'Drei Folien zum Frühlingsstrauss',
        contentType: 'carousel',
        generatedCaption: 'Der Frühling ist da!',
        cta: 'Jetzt bestellen',
        hashtags: '#frühling #blumen',
      },
    });
    expect(order.status).toBe(201);
    projectId = order.body.id;
  });
  afterAll(async () => {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Three slides of their own colour, 600×600, as the designer's files for a version. */
  function slides(version: number): string[] {
    return [1, 2, 3].map((n) => {
      const path = join(dir, `v${version}-folie-${n}.png`);
      writeFileSync(path, solidPng(600, 600, [60 * n, 40 * version, 120]));
      return path;
    });
  }

  async function submitVersion(page: Page, version: number): Promise<void> {
    await page.goto(`/designer/project/${projectId}`);
    const upload = page.getByTestId('final-design-upload');
    const files = slides(version);
    await upload.locator('input[type="file"]').setInputFiles(files);
    for (const file of files) await upload.getByText(file.split('/').pop()!).waitFor();
    await upload.getByRole('button', { name: 'Designs hochladen' }).click();
    await page.getByText('Design erfolgreich hochgeladen und zur Admin-Review gesendet!').waitFor();
  }

  it(
    'goes from V1 to an approved V3 with pins as the checklist, a comparison, the ZIP and the record',
    async () => {
      const designerPage = (await newPage(browser)).page;
      const adminPage = (await newPage(browser)).page;
      const clientSession = await newPage(browser, { width: 1280, height: 1000 });
      const clientPage = clientSession.page;
      await signInAs(designerPage, designer);
      await signInAs(adminPage, DEMO.admin);
      await signInAs(clientPage, client);

      // The designer submits V1 of the three-slide carousel.
      await submitVersion(designerPage, 1);

      // The admin opens the check, pins slide 2 and sends V1 back.
      let item = await openInReviewQueue(adminPage, title);
      await item.getByRole('button', { name: 'Prüfen' }).click();
      let check = adminPage.getByTestId('admin-check');
      let viewer = check.getByTestId('design-viewer');
      await goToSlide(viewer, 2, 3);
      await pinAt(viewer, 0.3, 0.4);
      await check.getByLabel('Kommentar zu Pin 1').fill(ADMIN_PIN);
      await check.getByLabel('Feedback an den Designer').fill(ADMIN_NOTE);
      await check.getByRole('button', { name: 'Zurücksenden' }).click();
      await adminPage.getByText('Feedback gesendet und zurück an Designer').first().waitFor();

      // The designer sees the banner with the note and the open pin, submits V2 and ticks the pin.
      await designerPage.goto(`/designer/project/${projectId}`);
      const banner = designerPage.getByTestId('rework-banner');
      await banner.getByText('Zurückgesendet von der Admin-Prüfung').waitFor();
      await banner.getByText(ADMIN_NOTE).waitFor();
      await banner.getByText(/1 offene/).waitFor();
      await designerPage.getByTestId('pin-checklist').getByText(ADMIN_PIN).waitFor();
      await submitVersion(designerPage, 2);
      const checklist = designerPage.getByTestId('pin-checklist');
      await checklist.getByLabel('Antwort zu Pin 1').fill('Logo doppelt so gross');
      await checklist.getByLabel('Pin 1 erledigt').check();
      await expectDone(designerPage, 1);

      // The admin sees no open pin any more and passes V2.
      item = await openInReviewQueue(adminPage, title);
      await item.getByRole('button', { name: 'Prüfen' }).click();
      check = adminPage.getByTestId('admin-check');
      await check.getByTestId('done-pins').getByText(ADMIN_PIN).waitFor();
      expect(await check.getByTestId('open-pins-warning').count()).toBe(0);
      // The check opens animated: a click while it still moves in can be lost (the question never came).
      await clickSettled(check.getByRole('button', { name: 'Freigeben' }));
      await adminPage.getByText(`«${title}» V2 freigeben?`).waitFor();
      await clickSettled(adminPage.getByRole('button', { name: 'Ja, freigeben' }));
      await expectToast(adminPage, /Auftrag freigegeben/);

      // The client sees V2 only, never the admin's pin or note; it pins slide 3 and a second spot.
      await clientPage.goto(`/client/project/${projectId}`);
      const review = clientPage.getByTestId('design-review');
      await review.getByTestId('remaining-changes').filter({ hasText: 'Noch 2 von 2 Änderungen möglich' }).waitFor();
      viewer = review.getByTestId('design-viewer');
      await viewer.getByText('V2').first().waitFor();
      expect(await clientPage.getByText(/\bV1\b/).count()).toBe(0);
      await expectNoAdminTraces(clientPage);
      await goToSlide(viewer, 3, 3);
      await pinAt(viewer, 0.7, 0.2);
      await review.getByLabel('Kommentar zu Pin 1').fill('Preis grösser');
      await pinAt(viewer, 0.2, 0.8);
      await review.getByLabel('Kommentar zu Pin 2').fill('Adresse ergänzen');
      await review.getByRole('button', { name: 'Änderungen anfordern' }).click();
      await clientPage.getByText('Änderungen angefordert! Designer wird benachrichtigt.').waitFor();
      // Until V3 arrives the client keeps V2 in view, with its two pins, marked "in Überarbeitung".
      const inRevision = clientPage.getByTestId('version-in-revision');
      await inRevision.getByText('V2 · in Überarbeitung').waitFor();
      expect(await inRevision.getByTestId('earlier-pin').count()).toBe(2);
      await expectNoAdminTraces(clientPage);

      // V3 arrives with both pins done (the designer ticks them while the admin checks).
      await designerPage.goto(`/designer/project/${projectId}`);
      await designerPage
        .getByTestId('rework-banner')
        .getByText(/Änderungswunsch von Blumen Huber/)
        .waitFor();
      await submitVersion(designerPage, 3);
      const designerChecklist = designerPage.getByTestId('pin-checklist');
      for (const comment of ['Preis grösser', 'Adresse ergänzen']) {
        const row = designerChecklist.getByTestId('pin-row').filter({ hasText: comment });
        await row.getByRole('checkbox').check();
      }
      await expectDone(designerPage, 2);
      item = await openInReviewQueue(adminPage, title);
      await item.getByRole('button', { name: 'Freigeben' }).click();
      await clickSettled(
        adminPage
          .getByRole('dialog', { name: `«${title}» V3 freigeben?` })
          .getByRole('button', { name: 'Ja, freigeben' }),
      );
      await expectToast(adminPage, /Auftrag freigegeben/);

      // The client sees per pin what was done, compares V2 and V3 side by side, approves V3.
      await clientPage.goto(`/client/project/${projectId}`);
      await clientPage
        .getByTestId('design-review')
        .getByTestId('remaining-changes')
        .filter({ hasText: 'Noch 1 von 2 Änderungen möglich' })
        .waitFor();
      await clientPage.getByText('Erledigt in V3').first().waitFor();
      await clientPage.getByRole('button', { name: 'Versionen vergleichen' }).click();
      const compare = clientPage.getByTestId('version-compare');
      await compare.getByText(/^V2 ·/).first().waitFor();
      await compare.getByText(/^V3 ·/).first().waitFor();
      expect(await compare.locator('img').count()).toBeGreaterThanOrEqual(2);
      await clientPage.keyboard.press('Escape');
      await compare.waitFor({ state: 'hidden' });
      await expectNoAdminTraces(clientPage);
      await clientPage.getByRole('button', { name: 'Freigeben' }).click();
      await clientPage.getByText('Version V3 freigeben?').waitFor();
      await clickSettled(clientPage.getByRole('button', { name: 'Ja, freigeben' }));
      await clientPage.waitForURL('**/client/projects?tab=completed');

      // After approval: the ZIP (V3's three files) and the record, by plain links.
      await clientPage.goto(`/client/project/${projectId}`);
      const finished = clientPage.getByTestId('finished-designs');
      const [zipDownload] = await Promise.all([
        clientPage.waitForEvent('download'),
        finished.getByRole('link', { name: 'Alle als ZIP herunterladen' }).click(),
      ]);
      expect(zipDownload.suggestedFilename()).toBe(`${title} V3.zip`);
      const entries = unzipSync(new Uint8Array(readFileSync((await zipDownload.path())!)));
      expect(Object.keys(entries)).toEqual(['01 v3-folie-1.png', '02 v3-folie-2.png', '03 v3-folie-3.png']);
      const [recordDownload] = await Promise.all([
        clientPage.waitForEvent('download'),
        finished.getByRole('link', { name: 'Freigabeprotokoll (PDF)' }).click(),
      ]);
      expect(recordDownload.suggestedFilename()).toBe(`${title} Freigabeprotokoll.pdf`);
      expect(
        readFileSync((await recordDownload.path())!)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await expectNoAdminTraces(clientPage);
    },
    FLOW_TIMEOUT,
  );

  /** Neither the admin's pin nor its note anywhere on the client's page. */
  async function expectNoAdminTraces(page: Page): Promise<void> {
    const text = await page.locator('body').innerText();
    expect(text).not.toContain(ADMIN_PIN);
    expect(text).not.toContain(ADMIN_NOTE);
  }

  /** Waits until the server holds the designer's ticks on the pins of a version (the tick saves on its own). */
  async function expectDone(page: Page, version: number): Promise<void> {
    const token = await tokenOf(designer);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const { body } = await api<{ pins: { done: boolean; versionNumber: number }[] }>(`/projects/${projectId}`, {
        token,
      });
      const relevant = body.pins.filter((pin) => pin.versionNumber === version);
      if (relevant.length && relevant.every((pin) => pin.done)) return;
      await page.waitForTimeout(250);
    }
    throw new Error(`the pins of V${version} are not all done`);
  }
});
