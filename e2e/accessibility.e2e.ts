import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { api, DEMO, launchBrowser, newPage, signInAs, solidPng, sql, tokenOf } from './browser.js';

// Evaluated through the browser's debugging protocol: the product's Content-Security-Policy (no
// inline scripts) stays as it is, and axe still runs in the page.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const CHECK_TIMEOUT = 240_000;

interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Waits until the page has settled: a heading, no spinner or skeleton, and no animation or
 * transition running on three checks in a row (hydration may start a transition after the first).
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { settledChecks: number }).settledChecks = 0;
  });
  await page.waitForFunction(
    () => {
      const state = window as unknown as { settledChecks: number };
      const calm =
        document.querySelector('h1, h2') !== null &&
        document.querySelector('.ant-spin-spinning, .ant-skeleton') === null &&
        document.getAnimations().every((animation) => animation.playState !== 'running');
      state.settledChecks = calm ? state.settledChecks + 1 : 0;
      return state.settledChecks >= 3;
    },
    undefined,
    { timeout: 15_000, polling: 100 },
  );
}

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) over the page as it stands and answers one line per
 * serious or critical finding: the page, the rule, the element and what is wrong.
 */
async function audit(page: Page, label: string): Promise<string[]> {
  await settle(page);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }))
      .violations;
  }, WCAG_21_AA);
  return (violations as AxeFinding[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${label} ${page.url()} | ${violation.impact} ${violation.id} (${violation.help}) | ${JSON.stringify(node.target)} | ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
      ),
    );
}

/** Opens each path and audits it once its marker (a text of its data, where it has one) shows and it settled. */
async function auditPages(page: Page, label: string, paths: [string, string | RegExp | null][]): Promise<string[]> {
  const findings: string[] = [];
  for (const [path, marker] of paths) {
    await page.goto(path);
    if (marker) await page.getByText(marker).first().waitFor();
    const found = await audit(page, label);
    if (found.length) process.stderr.write(`${found.join('\n')}\n`);
    findings.push(...found);
  }
  return findings;
}

/**
 * Every role's screens meet WCAG 2.1 AA as axe-core checks them: the public pages, the client's,
 * the designer's and the admin's, including an order waiting for the admin's check and one the
 * client reviews. Any serious or critical finding fails the test with the rule, element and page.
 */
describe("accessibility: WCAG 2.1 AA on every role's screens", () => {
  let browser: Browser;
  let reviewedId: string;
  let checkedId: string;
  let revisedId: string;
  let clientId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    // Orders of the demo client, made by its designer: one waits for the admin's check, one the
    // admin passed on to the client for its review, one the client asked to change.
    const [adminToken, designerToken, clientToken] = await Promise.all([
      tokenOf(DEMO.admin),
      tokenOf(DEMO.designer),
      tokenOf(DEMO.client),
    ]);
    const order = async (title: string) => {
      const created = await api<{ id: string }>('/projects', {
        method: 'POST',
        token: clientToken,
        body: {
          title,
          description: 'Ein Post zur Saisoneröffnung',
          contentType: 'post',
          cta: 'Jetzt vorbeikommen',
          hashtags: '#saison #eröffnung',
        },
      });
      expect(created.status).toBe(201);
      expect((await api(`/projects/${created.body.id}/start`, { method: 'POST', token: designerToken })).status).toBe(
        200,
      );
      const files = new FormData();
      files.append(
        'files',
        new Blob([new Uint8Array(solidPng(400, 400, [40, 120, 200]))], { type: 'image/png' }),
        'entwurf.png',
      );
      expect(
        (await api(`/projects/${created.body.id}/final-designs`, { method: 'POST', token: designerToken, body: files }))
          .status,
      ).toBe(200);
      return created.body.id;
    };
    reviewedId = await order('Saisoneröffnung Seeterrasse');
    checkedId = await order('Herbstmenü Ankündigung');
    revisedId = await order('Wintermarkt Plakat');
    for (const id of [reviewedId, revisedId])
      expect((await api(`/projects/${id}/admin-approve`, { method: 'POST', token: adminToken })).status).toBe(200);
    // The third one the client asked to change: it stays in view, "in Überarbeitung".
    const asked = await api(`/projects/${revisedId}/request-changes`, {
      method: 'POST',
      token: clientToken,
      body: { feedback: 'Bitte wärmere Farben' },
    });
    expect(asked.status).toBe(200);
    [{ id: clientId }] = await sql<{ id: string }>('select id from account where email = $1', [DEMO.client.email]);
    // The order the admin is to check is past its due day: the overdue board and the due tags show.
    await sql('update project set stage_due_day = current_date - 3 where id = $1', [checkedId]);
  });
  afterAll(() => browser.close());

  it(
    'finds no serious or critical violation on any page',
    async () => {
      const findings: string[] = [];

      const visitor = await newPage(browser);
      findings.push(
        ...(await auditPages(visitor.page, 'public', [
          ['/', 'Content-Produktion, endlich organisiert.'],
          ['/auth', 'Noch kein Account? Registrieren'],
          ['/auth?mode=sign-up', 'Schon registriert? Anmelden'],
          ['/gibt-es-nicht', 'Oops! Page not found'],
        ])),
      );
      // The sign-in page is plain CSS: it writes in the app's font too, not the browser's serif.
      await visitor.page.goto('/auth');
      const font = await visitor.page
        .getByRole('heading', { name: 'Anmelden' })
        .evaluate((element) => getComputedStyle(element).fontFamily);
      expect(font.startsWith('Inter,')).toBe(true);
      // The landing on a phone: its menu and the pricing cards stack.
      await visitor.page.setViewportSize({ width: 390, height: 844 });
      findings.push(
        ...(await auditPages(visitor.page, 'public (phone)', [['/', 'Content-Produktion, endlich organisiert.']])),
      );
      await visitor.context.close();

      const client = await newPage(browser);
      await signInAs(client.page, DEMO.client);
      findings.push(
        ...(await auditPages(client.page, 'client', [
          ['/dashboard', 'Saisoneröffnung Seeterrasse'],
          ['/client/projects', 'Saisoneröffnung Seeterrasse'],
          ['/client/new-project', null],
          [`/client/project/${reviewedId}`, 'Saisoneröffnung Seeterrasse'],
          [`/client/project/${checkedId}`, 'Herbstmenü Ankündigung'],
          [`/client/project/${revisedId}`, 'V1 · in Überarbeitung'],
          ['/client/content-ideas', null],
          ['/client/social-media', 'Instagram'],
          ['/client/calendar', null],
          ['/client/analytics', null],
          ['/client/branding', null],
          ['/client/profile', null],
          ['/client/subscription', null],
          ['/client/team', 'Alle Freigabe-Personen'],
          ['/security', null],
        ])),
      );
      // The decision is in reach on a desktop: the review's buttons are in the window unscrolled.
      await client.page.goto(`/client/project/${reviewedId}`);
      const approve = client.page.getByTestId('design-review').getByRole('button', { name: 'Freigeben' });
      await approve.waitFor();
      const box = (await approve.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(900);
      await client.context.close();

      // A guest of the order under review, on a phone, without an account.
      const link = await api<{ url: string }>(`/projects/${reviewedId}/guest-links`, {
        method: 'POST',
        token: await tokenOf(DEMO.client),
        body: { name: 'Gast Prüfung', role: 'approve', expiresInDays: 1 },
      });
      expect(link.status).toBe(201);
      const guest = await newPage(browser, { width: 390, height: 844 });
      findings.push(
        ...(await auditPages(guest.page, 'guest', [[new URL(link.body.url).pathname, 'Saisoneröffnung Seeterrasse']])),
      );
      await guest.context.close();

      const designer = await newPage(browser);
      await signInAs(designer.page, DEMO.designer);
      findings.push(
        ...(await auditPages(designer.page, 'designer', [
          ['/dashboard', 'Herbstmenü Ankündigung'],
          ['/designer/projects', 'Herbstmenü Ankündigung'],
          [`/designer/project/${checkedId}`, 'Herbstmenü Ankündigung'],
          [`/designer/project/${reviewedId}`, 'Saisoneröffnung Seeterrasse'],
          [`/designer/client/${clientId}/branding`, null],
          ['/client/profile', null],
        ])),
      );
      await designer.context.close();

      const admin = await newPage(browser);
      await signInAs(admin.page, DEMO.admin);
      findings.push(
        ...(await auditPages(admin.page, 'admin', [
          ['/dashboard', null],
          // The queue shows its oldest design first, which may be another test's: its counter says it loaded.
          ['/admin/review', /^1 \/ \d+$/],
          ['/admin/projects', 'Herbstmenü Ankündigung'],
          [`/admin/project/${checkedId}`, 'Herbstmenü Ankündigung'],
          [`/admin/project/${reviewedId}`, 'Saisoneröffnung Seeterrasse'],
          ['/admin/users', null],
          ['/admin/clients', null],
          [`/admin/clients/${clientId}`, null],
          ['/admin/designers', null],
          ['/admin/add-client', null],
          ['/admin/plans', null],
          ['/admin/overdue', 'Herbstmenü Ankündigung'],
          ['/security', null],
        ])),
      );
      // The admin's check of the waiting order: the viewer, the pins and the decision.
      await admin.page.goto('/admin/review');
      await admin.page.getByTestId('review-item').getByRole('button', { name: 'Prüfen' }).click();
      await admin.page.getByTestId('admin-check').waitFor();
      findings.push(...(await audit(admin.page, 'admin check')));
      await admin.context.close();

      expect(findings).toEqual([]);
    },
    CHECK_TIMEOUT,
  );
});
