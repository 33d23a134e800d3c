import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Locator, Page } from 'playwright-core';
import {
  api,
  browserOfBlock,
  clickSettled,
  DEMO,
  newClient,
  newDesigner,
  PNG,
  signInAs,
  sql,
  tokenOf,
} from './browser.js';

/** Without SMTP_URL the product writes each mail as an .eml file here (global-setup.mjs: DATA_DIR). */
const MAIL_DIR = new URL('../.tmp/e2e-data/mail/', import.meta.url);

/** The mails written so far to this address. */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  if (!existsSync(MAIL_DIR)) return [];
  const mails = await Promise.all(
    readdirSync(MAIL_DIR)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => simpleParser(readFileSync(new URL(name, MAIL_DIR)))),
  );
  return mails.filter((mail) => [mail.to].flat().some((to) => to?.value.some((entry) => entry.address === address)));
}

async function poll<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The bell in the top bar, by the unread count its label names. */
function bell(page: Page, unread: number): Locator {
  const name = unread === 0 ? 'Benachrichtigungen, keine ungelesen' : `Benachrichtigungen, ${unread} ungelesen`;
  return page.getByRole('button', { name, exact: true });
}

async function unreadOf(token: string): Promise<number> {
  return (await api<{ unread: number }>('/notifications?page=1&pageSize=1', { token })).body.unread;
}

/** Signs in and waits until the bell's live stream is connected. */
async function signInLive(
  page: Page,
  account: { email: string; password: string; totpSecret?: string },
): Promise<void> {
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/notifications/stream'));
  await signInAs(page, account);
  expect((await stream).status()).toBe(200);
}

/**
 * Messages that reach people (issue 23), in the browser: MESSAGE_MAIL_DELAY_SECONDS is a few
 * seconds here (global-setup.mjs), so "left unread for a while" is a short poll of the mail files.
 */
describe('messages in the browser', () => {
  const { open } = browserOfBlock();

  it("brings a designer's message to the client's bell and order card at once and, left unread, one e-mail", async () => {
    const stamp = Date.now().toString(36);
    const title = `Frage-Post ${stamp}`;
    const adminToken = await tokenOf(DEMO.admin);
    const designer = await newDesigner(`Dora Frage ${stamp}`, 'dora-frage');
    const client = await newClient(adminToken, designer.id, `Kundin Frage ${stamp}`, 'kundin-frage');
    const [clientToken, designerToken] = await Promise.all([tokenOf(client), tokenOf(designer)]);
    const order = await api<{ id: string }>('/projects', {
      method: 'POST',
      token: clientToken,
      body: { title, description: 'Welche Schrift?', contentType: 'post' },
    });
    expect(order.status).toBe(201);
    const id = order.body.id;
    expect((await api(`/projects/${id}/start`, { method: 'POST', token: designerToken })).status).toBe(200);

    const clientPage = await open();
    await signInLive(clientPage, client);
    await clientPage.goto('/client/projects?tab=active');
    const before = await poll(
      'the start notification',
      async () => (await unreadOf(clientToken)) >= 1 && unreadOf(clientToken),
    );
    await bell(clientPage, before).waitFor();
    const card = clientPage.getByTestId('project-card').filter({ hasText: title });
    await card.waitFor();
    expect(await card.getByTestId('unread-messages').count()).toBe(0);

    // The designer asks in "Kommunikation".
    const designerPage = await open();
    await signInAs(designerPage, designer);
    await designerPage.goto(`/designer/project/${id}`);
    const communication = designerPage.getByTestId('communication');
    await communication.locator('textarea').fill('Magst du die Schrift fett oder leicht?');
    await communication.getByRole('button', { name: 'Senden' }).click();
    await designerPage.getByText('Nachricht gesendet').waitFor();

    // The client's open page hears of it without a reload: the bell and the order's card.
    await bell(clientPage, before + 1).waitFor();
    await card.getByTestId('unread-messages').filter({ hasText: '1 ungelesene Nachricht' }).waitFor();

    // Left unread: one mail after the delay, with the message and the way to the order.
    const mail = await poll('the unread-messages mail', async () =>
      (await mailsTo(client.email)).find((m) => m.subject === `Neue Nachricht zu «${title}»`),
    );
    expect(mail.text).toContain(`Magst du die Schrift fett oder leicht?`);
    expect(mail.text).toContain(`/client/project/${id}`);
    // Sent once: recorded once, the message marked mailed.
    const [{ count }] = await sql<{ count: string }>(
      `select count(*) from sent_mail where recipient_id = $1 and template = 'unread-messages'`,
      [client.id],
    );
    expect(Number(count)).toBe(1);
    expect((await mailsTo(client.email)).filter((m) => m.subject?.includes(title))).toHaveLength(1);

    // "Antworten" from the bell: the order opens at its communication, the box focused, all read.
    await bell(clientPage, before + 1).click();
    const item = clientPage
      .getByRole('list', { name: 'Benachrichtigungen' })
      .getByTestId('notification-item')
      .filter({ hasText: `Neue Nachricht von Dora Frage ${stamp}` });
    await item.getByText('Antworten').waitFor();
    await item.click();
    await clientPage.waitForURL(`**/client/project/${id}?messages=1`);
    const box = clientPage.getByTestId('communication').locator('textarea');
    await expect(box.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await bell(clientPage, before).waitFor();
    await clientPage.goto('/client/projects?tab=active');
    await clientPage.getByTestId('project-card').filter({ hasText: title }).waitFor();
    expect(
      await clientPage.getByTestId('project-card').filter({ hasText: title }).getByTestId('unread-messages').count(),
    ).toBe(0);
  }, 120_000);

  it('keeps a thread under a pin: the designer answers with an @mention picked from the list, the admin answers from its bell', async () => {
    const stamp = Date.now().toString(36);
    const title = `Pin-Faden ${stamp}`;
    const adminToken = await tokenOf(DEMO.admin);
    const designer = await newDesigner(`Dora Faden ${stamp}`, 'dora-faden');
    const client = await newClient(adminToken, designer.id, `Kundin Faden ${stamp}`, 'kundin-faden');
    const [clientToken, designerToken] = await Promise.all([tokenOf(client), tokenOf(designer)]);
    const order = await api<{ id: string }>('/projects', {
      method: 'POST',
      token: clientToken,
      body: { title, description: 'Logo', contentType: 'post' },
    });
    const id = order.body.id;
    expect((await api(`/projects/${id}/start`, { method: 'POST', token: designerToken })).status).toBe(200);
    const files = new FormData();
    files.append('files', new Blob([PNG], { type: 'image/png' }), 'entwurf.png');
    const submitted = await api<{ versions: { files: { id: string }[] }[] }>(`/projects/${id}/final-designs`, {
      method: 'POST',
      token: designerToken,
      body: files,
    });
    expect(submitted.status).toBe(200);
    const rejected = await api<{ pins: { id: string }[] }>(`/projects/${id}/admin-reject`, {
      method: 'POST',
      token: adminToken,
      body: {
        feedback: '',
        pins: [{ attachmentId: submitted.body.versions[0]!.files[0]!.id, x: 0.5, y: 0.5, comment: 'Logo zu klein' }],
      },
    });
    expect(rejected.status).toBe(200);
    const pinId = rejected.body.pins[0]!.id;
    const [{ name: adminName }] = await sql<{ name: string }>('select name from account where email = $1', [
      DEMO.admin.email,
    ]);

    // The designer opens the pin's thread and names the admin, picked from the suggestions.
    const designerPage = await open();
    await signInLive(designerPage, designer);
    await designerPage.goto(`/designer/project/${id}`);
    const row = designerPage.getByTestId('pin-row').filter({ hasText: 'Logo zu klein' });
    await row.getByRole('button', { name: 'Antworten' }).click();
    const thread = row.getByRole('region', { name: /^Gespräch zu Pin / });
    await thread.getByText('Noch keine Antworten').waitFor();
    const box = thread.getByRole('textbox', { name: /^Antwort auf Pin / });
    await box.click();
    await box.pressSequentially(`@${adminName.slice(0, 3)}`);
    // antd's Mentions lists the order's people as menu items.
    await designerPage.getByRole('menuitem', { name: adminName }).click();
    await box.pressSequentially('ist es so gross genug?');
    await expect(box.inputValue()).resolves.toBe(`@${adminName} ist es so gross genug?`);
    await thread.getByRole('button', { name: 'Antwort senden' }).click();
    await thread.getByText(`@${adminName} ist es so gross genug?`).waitFor();
    await poll('the reply box emptied', async () => (await box.inputValue()) === '', 10_000);

    // The admin's bell names the mention; "Antworten" opens the order at that pin, its box focused.
    const mentioned = await poll('the mention', async () => {
      const notes = await api<{ items: { type: string; pinId: string | null }[]; unread: number }>(
        '/notifications?page=1&pageSize=20',
        { token: adminToken },
      );
      return notes.body.items.some((note) => note.type === 'mention' && note.pinId === pinId) && notes.body;
    });
    const adminBefore = mentioned.unread;
    const adminPage = await open();
    await signInLive(adminPage, DEMO.admin);
    await bell(adminPage, adminBefore).click();
    const item = adminPage
      .getByRole('list', { name: 'Benachrichtigungen' })
      .getByTestId('notification-item')
      .filter({ hasText: `Dora Faden ${stamp} hat dich in «${title}» erwähnt` });
    await item.getByText('Antworten').waitFor();
    // Once the panel's opening animation is over: a click during it went nowhere on a loaded machine.
    await clickSettled(item);
    await adminPage.waitForURL(`**/admin/project/${id}?pin=${pinId}`);
    const adminThread = adminPage
      .getByTestId('pin-row')
      .filter({ hasText: 'Logo zu klein' })
      .getByRole('region', { name: /^Gespräch zu Pin / });
    await adminThread.getByText(`@${adminName} ist es so gross genug?`).waitFor();
    const adminBox = adminThread.getByRole('textbox', { name: /^Antwort auf Pin / });
    await expect(adminBox.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await adminBox.fill('Ja, passt.');
    await adminThread.getByRole('button', { name: 'Antwort senden' }).click();
    await adminThread.getByText('Ja, passt.').waitFor();

    // The designer's open thread shows the answer without a reload; the client heard of none of it.
    await thread.getByText('Ja, passt.').waitFor();
    const clientNotes = await api<{ items: { type: string }[] }>('/notifications?page=1&pageSize=50', {
      token: clientToken,
    });
    expect(clientNotes.body.items.filter((note) => ['message', 'pin_reply', 'mention'].includes(note.type))).toEqual(
      [],
    );
  }, 150_000);
});
