import type { Browser, Page } from 'playwright-core';
import {
  api,
  clickSettled,
  DEMO,
  expectToast,
  launchBrowser,
  newClient,
  newDesigner,
  newPage,
  signInAs,
  solidPng,
  sql,
  tokenOf,
  type TestAccount,
} from './browser.js';

const FLOW_TIMEOUT = 240_000;

/**
 * The client's whole team reviews, as issue 28 names it: the owner invites an approver and a
 * commenter; the commenter pins V1; the approver asks for changes, which sends the commenter's pin
 * as the one revision; under «Alle Freigabe-Personen» the order is approved once both the owner and
 * the approver approved V2 (a viewer meanwhile only looks); and a guest with an approve link approves
 * another order on a 390 px phone without an account. «Freigeben»'s question stays in the content area.
 */
describe("the client's team and its guests", () => {
  let browser: Browser;
  let designer: TestAccount;
  let owner: TestAccount;
  let adminToken: string;
  let designerToken: string;
  let ownerToken: string;
  const stamp = Date.now().toString(36);

  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await tokenOf(DEMO.admin);
    designer = await newDesigner('Dora Team', 'team-designer');
    owner = await newClient(adminToken, designer.id, 'Team Huber AG', 'team-owner', 'Business');
    [designerToken, ownerToken] = await Promise.all([tokenOf(designer), tokenOf(owner)]);
  });
  afterAll(() => browser.close());

  async function newOrder(title: string): Promise<string> {
    const created = await api<{ id: string }>('/projects', {
      method: 'POST',
      token: ownerToken,
      body: { title, description: 'Ein Post fürs Team', contentType: 'post' },
    });
    expect(created.status).toBe(201);
    expect((await api(`/projects/${created.body.id}/start`, { method: 'POST', token: designerToken })).status).toBe(
      200,
    );
    return created.body.id;
  }

  /** The designer submits the next version and the admin passes it to the client. */
  async function nextVersion(id: string, colour: [number, number, number]): Promise<void> {
    const files = new FormData();
    files.append('files', new Blob([new Uint8Array(solidPng(600, 600, colour))], { type: 'image/png' }), 'entwurf.png');
    expect(
      (await api(`/projects/${id}/final-designs`, { method: 'POST', token: designerToken, body: files })).status,
    ).toBe(200);
    expect((await api(`/projects/${id}/admin-approve`, { method: 'POST', token: adminToken, body: {} })).status).toBe(
      200,
    );
  }

  /** Invites a member through the team page. */
  async function invite(page: Page, name: string, email: string, role: RegExp): Promise<void> {
    const form = page.getByTestId('invite-card');
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('E-Mail').fill(email);
    await form.getByRole('radio', { name: role }).check();
    await form.getByRole('button', { name: 'Einladen' }).click();
    await expectToast(page, `${name} ist eingeladen – die E-Mail ist unterwegs`);
    await page.locator(`[data-testid="member-row"][data-email="${email}"]`).getByTestId('member-invited').waitFor();
  }

  /**
   * The member chooses its password through the link of its welcome mail; here it takes the owner's
   * (copied as its hash), so the test signs it in without reading mail.
   */
  async function joined(email: string): Promise<TestAccount> {
    await sql('update account set password_hash = (select password_hash from account where id = $1) where email = $2', [
      owner.id,
      email,
    ]);
    const [{ id }] = await sql<{ id: string }>('select id from account where email = $1', [email]);
    return { id, email, password: owner.password };
  }

  /**
   * The question of «Freigeben», once it stopped moving in, lies inside the content area: right of
   * the sidebar (its left edge at or after the content's) and within the window.
   */
  async function expectConfirmInContent(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Ja, freigeben' }).waitFor();
    await page.waitForFunction(
      () =>
        !document.querySelector(
          '[class*="-enter-active"], [class*="-appear-active"], [class*="-enter-prepare"], [class*="-appear-prepare"]',
        ),
    );
    const popup = (await page.locator('.approve-confirm').boundingBox())!;
    const content = (await page.locator('#main-content, main').first().boundingBox())!;
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(popup.x).toBeGreaterThanOrEqual(Math.floor(content.x));
    expect(popup.x + popup.width).toBeLessThanOrEqual(width);
  }

  const orderDetail = async (id: string) =>
    (
      await api<{
        status: string;
        reviewCount: number;
        pins: { comment: string; pending: boolean }[];
        approvals: { versionNumber: number; by: { name: string; kind: string } }[];
      }>(`/projects/${id}`, { token: ownerToken })
    ).body;

  it(
    "invites an approver and a commenter, sends the team's pins as one revision, and approves V2 once both approvers approved it",
    async () => {
      const title = `Team-Post ${stamp}`;
      const id = await newOrder(title);

      // The owner invites an approver and a commenter.
      const ownerPage = (await newPage(browser)).page;
      await signInAs(ownerPage, owner);
      await ownerPage.goto('/client/team');
      const approverEmail = `team-approver-${stamp}@example.ch`;
      const commenterEmail = `team-commenter-${stamp}@example.ch`;
      await invite(ownerPage, 'Anna Freigabe', approverEmail, /^Freigabe/);
      await invite(ownerPage, 'Kurt Kommentar', commenterEmail, /^Kommentar/);
      const [approver, commenter] = await Promise.all([joined(approverEmail), joined(commenterEmail)]);

      await nextVersion(id, [200, 80, 60]);

      // The commenter pins V1 and saves it for the team; it may not decide.
      const commenterPage = (await newPage(browser)).page;
      await signInAs(commenterPage, commenter);
      await commenterPage.goto(`/client/project/${id}`);
      const commenterReview = commenterPage.getByTestId('design-review');
      await commenterReview.getByTestId('no-decision-hint').waitFor();
      const image = commenterReview.getByAltText('entwurf.png').first();
      const box = (await image.boundingBox())!;
      await image.click({ position: { x: box.width * 0.3, y: box.height * 0.4 } });
      await commenterReview.getByLabel('Kommentar zu Pin 1').fill('Logo grösser, bitte');
      await commenterReview.getByRole('button', { name: /Pins speichern/ }).click();
      await expectToast(commenterPage, 'Pin gespeichert – das Team sieht ihn');
      expect(await commenterReview.getByRole('button', { name: /Änderungen anfordern/ }).count()).toBe(0);

      // The approver sees the commenter's pin and asks for changes: one revision carries it.
      const approverPage = (await newPage(browser)).page;
      await signInAs(approverPage, approver);
      await approverPage.goto(`/client/project/${id}`);
      const approverReview = approverPage.getByTestId('design-review');
      await approverReview.locator('[data-testid="team-pin"]').filter({ hasText: 'Logo grösser, bitte' }).waitFor();
      await approverReview.getByTestId('request-sends-team-pins').waitFor();
      await approverReview.getByRole('button', { name: /Änderungen anfordern/ }).click();
      await expectToast(approverPage, 'Änderungen angefordert! Designer wird benachrichtigt.');
      const asked = await orderDetail(id);
      expect(asked.reviewCount).toBe(1);
      expect(asked.pins.map((pin) => [pin.comment, pin.pending])).toEqual([['Logo grösser, bitte', false]]);

      // The owner asks for every approver's approval.
      await ownerPage.goto('/client/team');
      const rule = ownerPage.getByTestId('rule-card');
      await rule.getByRole('radio', { name: 'Alle Freigabe-Personen' }).check();
      await rule.getByRole('button', { name: 'Regel speichern' }).click();
      await expectToast(ownerPage, 'Freigabe-Regel gespeichert');

      // V2: the approver approves first, the order waits for the owner, whose approval completes it.
      await nextVersion(id, [60, 160, 90]);

      // A viewer (invited by the owner) only looks: a line says what it may do; no message box, no
      // pins, no decision.
      const viewerEmail = `team-viewer-${stamp}@example.ch`;
      expect(
        (
          await api(`/clients/${owner.id}/members`, {
            method: 'POST',
            token: ownerToken,
            body: { name: 'Lea Leser', email: viewerEmail, role: 'viewer' },
          })
        ).status,
      ).toBe(201);
      const viewerPage = (await newPage(browser)).page;
      await signInAs(viewerPage, await joined(viewerEmail));
      await viewerPage.goto(`/client/project/${id}`);
      await viewerPage
        .getByTestId('role-line')
        .getByText('Deine Rolle «Lesen»: du kannst die Designs ansehen, aber nicht kommentieren oder freigeben.')
        .waitFor();
      const viewerReview = viewerPage.getByTestId('design-review');
      await viewerReview.getByAltText('entwurf.png').first().waitFor();
      await viewerPage.getByTestId('comments').or(viewerPage.getByText('Noch keine Nachrichten')).first().waitFor();
      expect(
        await viewerReview.getByRole('button', { name: /Freigeben|Änderungen anfordern|Pins speichern/ }).count(),
      ).toBe(0);
      expect(await viewerPage.getByText(/Prüfe die Designs/).count()).toBe(0);
      expect(await viewerPage.getByRole('button', { name: 'Senden' }).count()).toBe(0);
      expect(await viewerPage.getByRole('textbox').count()).toBe(0);
      const shown = viewerReview.getByAltText('entwurf.png').first();
      const shownBox = (await shown.boundingBox())!;
      await shown.click({ position: { x: shownBox.width * 0.5, y: shownBox.height * 0.5 } });
      expect(await viewerPage.getByRole('textbox').count()).toBe(0);

      await approverPage.goto(`/client/project/${id}`);
      await approverReview
        .getByTestId('approval-progress')
        .getByText(/0 von 2 Freigaben/)
        .waitFor();
      await approverReview.getByRole('button', { name: /Freigeben/ }).click();
      await expectConfirmInContent(approverPage);
      await clickSettled(approverPage.getByRole('button', { name: 'Ja, freigeben' }));
      // The order waits for the owner: the approver's page says so (the toast may be gone by then).
      await approverReview
        .getByTestId('approval-progress')
        .getByText(/1 von 2 Freigaben/)
        .waitFor();
      expect((await orderDetail(id)).status).toBe('review');

      await ownerPage.goto(`/client/project/${id}`);
      const ownerReview = ownerPage.getByTestId('design-review');
      await ownerReview.getByRole('button', { name: /Freigeben/ }).click();
      await clickSettled(ownerPage.getByRole('button', { name: 'Ja, freigeben' }));
      // The last approval completes the order: the owner is taken to its completed orders.
      await ownerPage.waitForURL(/\/client\/projects\?tab=completed/);
      const approved = await orderDetail(id);
      expect(approved.status).toBe('completed');
      expect(approved.approvals.map((approval) => [approval.versionNumber, approval.by.name]).sort()).toEqual([
        [2, 'Anna Freigabe'],
        [2, 'Team Huber AG'],
      ]);
      expect(approved.reviewCount).toBe(1);
    },
    FLOW_TIMEOUT,
  );

  it(
    'lets a guest with an approve link approve on a 390 px phone without an account',
    async () => {
      expect(
        (await api(`/clients/${owner.id}/approval-rule`, { method: 'PUT', token: ownerToken, body: { rule: 'any' } }))
          .status,
      ).toBe(200);
      const id = await newOrder(`Gast-Post ${stamp}`);
      await nextVersion(id, [90, 90, 200]);

      // The owner creates the link on the order's page; the URL is shown once.
      const ownerPage = (await newPage(browser)).page;
      await signInAs(ownerPage, owner);
      await ownerPage.goto(`/client/project/${id}`);
      const card = ownerPage.getByTestId('guest-links-card');
      await card.getByLabel('Name').fill('Dr. Beat Keller');
      await card.getByLabel('Der Gast darf').click();
      await ownerPage.getByTitle('Freigeben').click();
      await card.getByRole('button', { name: 'Link erstellen' }).click();
      const url = await card.getByTestId('guest-link-url').inputValue();
      expect(url).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);

      // A phone without any session opens it and approves.
      const phone = (await newPage(browser, { width: 390, height: 844 })).page;
      await phone.goto(new URL(url).pathname);
      await phone.getByTestId('guest-identity').getByText('Dr. Beat Keller (Gast)').waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await phone
        .getByTestId('design-review')
        .getByRole('button', { name: /Freigeben/ })
        .click();
      await expectConfirmInContent(phone);
      await clickSettled(phone.getByRole('button', { name: 'Ja, freigeben' }));
      await expectToast(phone, 'Danke! Deine Freigabe ist gespeichert.');
      const approved = await orderDetail(id);
      expect(approved.status).toBe('completed');
      // Named once: the screens add «(Gast)».
      expect(approved.approvals.map((approval) => approval.by)).toEqual([{ name: 'Dr. Beat Keller', kind: 'guest' }]);
    },
    FLOW_TIMEOUT,
  );
});
