import type { Browser } from 'playwright-core';
import {
  api,
  DEMO,
  launchBrowser,
  newClient,
  newDesigner,
  newPage,
  openInReviewQueue,
  PNG,
  signInAs,
  tokenOf,
} from './browser.js';

const FLOW_TIMEOUT = 180_000;

/**
 * The admin's release in the review queue, as issue 23 found it: two orders wait one after the
 * other; a double click on "Freigeben" and then a double click on the question's button release
 * the first order only, the second (which moved up under the same button) still waits.
 */
describe('admin review: a double click releases one order at most', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it(
    'asks first naming the order and version, then releases exactly one order',
    async () => {
      const adminToken = await tokenOf(DEMO.admin);
      const designer = await newDesigner('Dora Freigabe', 'release-designer');
      const client = await newClient(adminToken, designer.id, 'Velo Brunner', 'release-client', 'Business');
      const clientToken = await tokenOf(client);
      const designerToken = await tokenOf(designer);
      const suffix = Date.now().toString(36);
      const titles = [`Erste Freigabe ${suffix}`, `Zweite Freigabe ${suffix}`];
      const ids: string[] = [];
      for (const title of titles) {
        const order = await api<{ id: string }>('/projects', {
          method: 'POST',
          token: clientToken,
          body: { title, description: 'Ein Post zur Velo-Saison', contentType: 'post' },
        });
        expect(order.status).toBe(201);
        ids.push(order.body.id);
        expect((await api(`/projects/${order.body.id}/start`, { method: 'POST', token: designerToken })).status).toBe(
          200,
        );
        const files = new FormData();
        files.append('files', new Blob([PNG], { type: 'image/png' }), 'final.png');
        expect(
          (await api(`/projects/${order.body.id}/final-designs`, { method: 'POST', token: designerToken, body: files }))
            .status,
        ).toBe(200);
      }
      const waiting = async () =>
        (await api<{ count: number }>('/admin/review-queue/count', { token: adminToken })).body.count;
      const status = async (id: string) =>
        (await api<{ status: string }>(`/projects/${id}`, { token: adminToken })).body.status;
      const before = await waiting();

      const { context, page } = await newPage(browser);
      try {
        await signInAs(page, DEMO.admin);
        const item = await openInReviewQueue(page, titles[0]);
        // The second order is the next one in the queue: it would move up under the button.
        const counter = await page.getByTestId('review-counter').textContent();

        // A double click on "Freigeben" only asks.
        await item.getByRole('button', { name: 'Freigeben' }).dblclick();
        const question = page.getByRole('dialog', { name: `«${titles[0]}» V1 freigeben?` });
        await question.waitFor();
        expect(await status(ids[0])).toBe('admin_review');

        // A double click on the question's button releases the first order, once.
        await question.getByRole('button', { name: 'Ja, freigeben' }).dblclick();
        await page.getByText('Auftrag freigegeben und an Kunden weitergeleitet').first().waitFor();
        await question.waitFor({ state: 'detached' });
        await page.getByTestId('review-item').getByRole('heading', { name: titles[1] }).waitFor();
        expect(await page.getByTestId('review-counter').textContent()).not.toBe(counter);

        expect(await status(ids[0])).toBe('review');
        expect(await status(ids[1])).toBe('admin_review');
        expect(await waiting()).toBe(before - 1);
        // The second order's own release would ask again, naming it.
        expect(await page.getByRole('dialog').count()).toBe(0);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT,
  );
});
