import type { Locator, Page } from 'playwright-core';
import { api, BASE_URL, browserOfBlock, DEMO, PNG, signInAs, tokenOf } from './browser.js';

/** The account's unread notifications and its sidebar badge, as the API counts them now. */
async function countsOf(
  token: string,
  badgePath: '/designer/badge' | '/client/badge',
): Promise<{ unread: number; badge: number }> {
  const notifications = await api<{ unread: number }>('/notifications?page=1&pageSize=1', { token });
  expect(notifications.status).toBe(200);
  const badge = await api<{ count: number }>(badgePath, { token });
  expect(badge.status).toBe(200);
  return { unread: notifications.body.unread, badge: badge.body.count };
}

/** The bell in the top bar, by the unread count its label names. */
function bell(page: Page, unread: number): Locator {
  const name = unread === 0 ? 'Benachrichtigungen, keine ungelesen' : `Benachrichtigungen, ${unread} ungelesen`;
  return page.getByRole('button', { name, exact: true });
}

function ordersLink(page: Page): Locator {
  return page.getByTestId('sidebar').getByRole('link', { name: /^Meine Aufträge/ });
}

/** The count of the sidebar entry's badge (antd puts it in the badge's title); none at 0. */
async function expectBadge(link: Locator, count: number): Promise<void> {
  if (count === 0) await link.locator('.sidebar-link__badge').waitFor({ state: 'detached' });
  else await link.getByTitle(String(count), { exact: true }).waitFor();
}

/** Signs in and waits until the bell's live stream is connected (its cookie first, then the EventSource). */
async function signInLive(page: Page, account: { email: string; password: string }): Promise<void> {
  const session = page.waitForResponse((response) => response.url().endsWith('/api/notifications/stream-session'));
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/notifications/stream'));
  await signInAs(page, account);
  expect((await session).status()).toBe(204);
  expect((await stream).status()).toBe(200);
}

/** When the document was loaded: unchanged as long as the page was not reloaded. */
function loadedAt(page: Page): Promise<number> {
  return page.evaluate(() => performance.timeOrigin);
}

describe('live notifications, badges and the queue dashboard in the browser', () => {
  const { open } = browserOfBlock();

  it('shows the designer a new order in the bell and the sidebar badge without a reload, and opens it from the bell', async () => {
    const title = `Live-Post ${Date.now().toString(36)}`;
    const [designerToken, clientToken] = await Promise.all([tokenOf(DEMO.designer), tokenOf(DEMO.client)]);
    const designer = await open();
    const client = await open();
    await signInLive(designer, DEMO.designer);
    await signInLive(client, DEMO.client);
    const before = await countsOf(designerToken, '/designer/badge');
    const clientBefore = await countsOf(clientToken, '/client/badge');
    await bell(designer, before.unread).waitFor();
    await expectBadge(ordersLink(designer), before.badge);
    const loaded = await loadedAt(designer);

    // The linked client orders a post.
    await client.goto('/client/new-project');
    await client.getByRole('heading', { name: 'Neuer Auftrag' }).waitFor();
    await client.getByLabel('Titel').fill(title);
    await client.getByLabel('Inhalt', { exact: true }).fill('Unser neues Dinkelbrot');
    await client.getByRole('button', { name: 'Auftrag erstellen' }).click();
    await client.getByText('Auftrag erfolgreich erstellt!').waitFor();

    // The designer's open dashboard counts it at once: bell and "Meine Aufträge".
    await bell(designer, before.unread + 1).waitFor();
    await expectBadge(ordersLink(designer), before.badge + 1);
    expect(await loadedAt(designer)).toBe(loaded);
    expect(new URL(designer.url()).pathname).toBe('/dashboard');

    await bell(designer, before.unread + 1).click();
    const list = designer.getByRole('list', { name: 'Benachrichtigungen' });
    const item = list.getByTestId('notification-item').filter({ hasText: `Neuer Auftrag: «${title}»` });
    await item.getByText('Ungelesen:').waitFor();
    await expect(list.getByTestId('notification-item').first().innerText()).resolves.toContain(title);
    await item.click();

    // The order opens (its work starts by itself), it is read, and no longer badged as new.
    await designer.waitForURL('**/designer/project/*');
    await designer.getByRole('heading', { name: title }).waitFor();
    await designer.getByText("Status automatisch auf 'In Bearbeitung' gesetzt").waitFor();
    await bell(designer, before.unread).waitFor();
    await expectBadge(ordersLink(designer), before.badge);
    expect(await loadedAt(designer)).toBe(loaded);
    // The client's page, on the order list it was sent to, hears that the work started.
    await bell(client, clientBefore.unread + 1).waitFor();
  });

  it("rings the client's bell with the design ready for its review, and badges its orders, without a reload", async () => {
    const title = `Bereit-Post ${Date.now().toString(36)}`;
    const [clientToken, designerToken, adminToken] = await Promise.all([
      tokenOf(DEMO.client),
      tokenOf(DEMO.designer),
      tokenOf(DEMO.admin),
    ]);
    const client = await open();
    await signInLive(client, DEMO.client);
    const before = await countsOf(clientToken, '/client/badge');
    await bell(client, before.unread).waitFor();
    await expectBadge(ordersLink(client), before.badge);
    const loaded = await loadedAt(client);

    // Ordered, worked on and submitted through the API: the client's page only watches.
    const order = await api<{ id: string }>('/projects', {
      method: 'POST',
      token: clientToken,
      body: { title, description: 'Saisonales Gebäck', contentType: 'post' },
    });
    expect(order.status).toBe(201);
    const id = order.body.id;
    expect((await api(`/projects/${id}/start`, { method: 'POST', token: designerToken })).status).toBe(200);
    // The start is the client's business too ("… ist jetzt in Bearbeitung"); the submission is the admins'.
    await bell(client, before.unread + 1).waitFor();
    const files = new FormData();
    files.append('files', new Blob([PNG], { type: 'image/png' }), 'bereit.png');
    expect(
      (await api(`/projects/${id}/final-designs`, { method: 'POST', token: designerToken, body: files })).status,
    ).toBe(200);
    await expectBadge(ordersLink(client), before.badge);

    expect((await api(`/projects/${id}/admin-approve`, { method: 'POST', token: adminToken })).status).toBe(200);

    await bell(client, before.unread + 2).waitFor();
    await expectBadge(ordersLink(client), before.badge + 1);
    await bell(client, before.unread + 2).click();
    const list = client.getByRole('list', { name: 'Benachrichtigungen' });
    await list
      .getByTestId('notification-item')
      .filter({ hasText: `Dein Design ist bereit zur Prüfung: «${title}»` })
      .waitFor();
    expect(await loadedAt(client)).toBe(loaded);
    expect(new URL(client.url()).pathname).toBe('/dashboard');
  });

  it('opens the queue dashboard for the admin from the sidebar, and refuses a client and an anonymous visitor', async () => {
    const admin = await open();
    await signInAs(admin, DEMO.admin);
    const session = admin.waitForResponse((response) => response.url().endsWith('/api/admin/queues/session'));
    await admin.getByTestId('sidebar').getByRole('link', { name: 'Warteschlangen' }).click();
    expect((await session).status()).toBe(204);
    await admin.waitForURL('**/admin/queues');
    await admin.getByText('ContentFlow Queues').first().waitFor();
    for (const queue of ['notifications', 'email']) await admin.getByText(queue, { exact: true }).first().waitFor();
    // The way back to ContentFlow, in view over the board.
    await admin.getByRole('link', { name: '← Zurück zu ContentFlow' }).click();
    await admin.waitForURL('**/dashboard');
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    // A client gets no dashboard cookie, and its navigation there is turned away by the server.
    const client = await open();
    await signInAs(client, DEMO.client);
    const clientToken = await tokenOf(DEMO.client);
    const cookie = await client.request.post('/api/admin/queues/session', {
      headers: { Authorization: `Bearer ${clientToken}` },
    });
    expect(cookie.status()).toBe(403);
    const clientVisit = await client.goto('/admin/queues');
    expect(clientVisit!.request().redirectedFrom()?.url()).toBe(`${BASE_URL}/admin/queues`);
    expect((await clientVisit!.request().redirectedFrom()!.response())!.status()).toBe(303);
    // /auth sends a signed-in client on to its own dashboard.
    await client.waitForURL('**/dashboard');
    await client.getByRole('heading', { name: 'Willkommen zurück' }).waitFor();
    await expect(client.getByText('ContentFlow Queues').count()).resolves.toBe(0);
    const data = await client.request.get('/admin/queues/api/queues');
    expect(data.status()).toBe(401);

    // Anonymous: sent to the sign-in page.
    const anonymous = await open();
    const visit = await anonymous.goto('/admin/queues');
    expect((await visit!.request().redirectedFrom()!.response())!.status()).toBe(303);
    expect(new URL(anonymous.url()).pathname).toBe('/auth');
    await anonymous.getByRole('button', { name: 'Anmelden' }).waitFor();
  });
});
