import type { Browser } from 'playwright-core';
import { api, DEMO, launchBrowser, newPage, signInAs, sql, tokenOf } from './browser.js';

const FLOW_TIMEOUT = 120_000;
const PHONE = { width: 390, height: 844 };

// The due text as the screens write it (de-CH): «fällig am Do, 3. Dez.».
const WEEKDAYS = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];
const MONTHS = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Dez.'];
function dueText(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return `fällig am ${WEEKDAYS[weekday]}, ${date}. ${MONTHS[month - 1]}`;
}

interface Plan {
  id: string;
  name: string;
  turnaround: { design: number; check: number; rework: number; review: number };
}

/**
 * Stage clocks on screen (issue 27): a demo order of the designer's first version, made overdue in
 * the database, leads the designer's dashboard with its German due texts and stands under
 * «Designer» on the admin's overdue board (on a phone too); the admin edits a plan's turnaround.
 */
describe('stage clocks: the due order first, the overdue board, the plan turnaround', () => {
  let browser: Browser;
  let order: { id: string; stage_due_day: string } | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // The other browser tests find the demo designer's work on time.
    if (order) await sql('update project set stage_due_day = $2::date where id = $1', [order.id, order.stage_due_day]);
    await browser.close();
  });

  it(
    'shows the overdue order first to its designer and under Designer to the admin, and saves a plan turnaround',
    async () => {
      // An order of the demo client that its designer started: the designer's first version runs.
      const title = `Frist Herbstaktion ${Date.now().toString(36)}`;
      const [clientToken, designerToken] = await Promise.all([tokenOf(DEMO.client), tokenOf(DEMO.designer)]);
      const created = await api<{ id: string }>('/projects', {
        method: 'POST',
        token: clientToken,
        body: { title, description: 'Ein Post zur Herbstaktion', contentType: 'post' },
      });
      expect(created.status).toBe(201);
      expect((await api(`/projects/${created.body.id}/start`, { method: 'POST', token: designerToken })).status).toBe(
        200,
      );
      [order] = await sql<{ id: string; stage_due_day: string }>(
        'select id, stage_due_day::text as stage_due_day from project where id = $1',
        [created.body.id],
      );
      expect(order?.stage_due_day).toBeTruthy();
      // Three days past its due day (Zurich's today).
      const [{ due }] = await sql<{ due: string }>(
        "update project set stage_due_day = (now() at time zone 'Europe/Zurich')::date - 3 where id = $1 returning stage_due_day::text as due",
        [order!.id],
      );

      const designer = await newPage(browser);
      try {
        await signInAs(designer.page, DEMO.designer);
        const first = designer.page.getByTestId('designer-orders').getByRole('link').first();
        await first.getByText(title, { exact: true }).waitFor();
        await first.getByText(dueText(due), { exact: true }).waitFor();
        await first.getByText('überfällig', { exact: true }).waitFor();
      } finally {
        await designer.context.close();
      }

      const admin = await newPage(browser);
      try {
        await signInAs(admin.page, DEMO.admin);
        await admin.page.getByRole('navigation').getByRole('link', { name: 'Überfällig' }).click();
        await admin.page.waitForURL('**/admin/overdue');
        const row = admin.page.getByTestId('overdue-designer').getByRole('link', { name: new RegExp(`^${title}`) });
        await row.getByText(dueText(due), { exact: true }).waitFor();
        expect(await admin.page.getByTestId('overdue-admin').getByText(title, { exact: true }).count()).toBe(0);
        await row.click();
        await admin.page.waitForURL(`**/admin/project/${order!.id}`);
        await admin.page.getByTestId('owed-by').getByText('Designer (Erste Version)').waitFor();

        // The board on a phone: the groups one under the other, nothing wider than the screen.
        await admin.page.setViewportSize(PHONE);
        await admin.page.goto('/admin/overdue');
        await admin.page.getByTestId('overdue-designer').getByText(title, { exact: true }).waitFor();
        expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        await admin.page.setViewportSize({ width: 1280, height: 900 });

        // The plan's turnaround, edited in its dialog and shown in the list (the public plan list tells).
        const plans = async () => (await api<Plan[]>('/plans')).body;
        const before = (await plans()).find((plan) => plan.name === 'Business')!;
        const review = before.turnaround.review === 5 ? 6 : 5;
        await admin.page.goto('/admin/plans');
        await admin.page.getByRole('button', { name: 'Business bearbeiten' }).click();
        const dialog = admin.page.getByRole('dialog');
        await dialog.getByLabel('Abnahme (Kunde)').fill(String(review));
        await dialog.getByRole('button', { name: 'Speichern' }).click();
        await admin.page.getByText('Plan gespeichert').first().waitFor();
        const { design, check, rework } = before.turnaround;
        await admin.page
          .getByRole('row', { name: /Business/ })
          .getByText(`${design} / ${check} / ${rework} / ${review}`, { exact: true })
          .waitFor();
        expect((await plans()).find((plan) => plan.id === before.id)!.turnaround).toEqual({
          ...before.turnaround,
          review,
        });
        // As the seed left it, for the other browser tests.
        await sql('update plan set turnaround = $2::jsonb where id = $1', [
          before.id,
          JSON.stringify(before.turnaround),
        ]);
      } finally {
        await admin.context.close();
      }
    },
    FLOW_TIMEOUT,
  );
});
