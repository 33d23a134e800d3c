import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import {
  api,
  clickSettled,
  expectToast,
  launchBrowser,
  newPage,
  signInAs,
  sql,
  tokenOf,
  uniqueEmail,
  type TestAccount,
} from './browser.js';

const FLOW_TIMEOUT = 90_000;
/** The `privacy.export` job runs in the workers; the card asks again every 5 s while one is preparing. */
const EXPORT_READY_MS = 45_000;

/**
 * The entries of a ZIP by name, read from its central directory (the export is streamed, so only the
 * central directory has the sizes); the export stores its entries, a deflated one is inflated too.
 */
function zipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from('PK\x05\x06', 'latin1'));
  expect(end).toBeGreaterThan(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    // The local header (30 bytes, then its own name and extra field) precedes the data.
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(data, data + size);
    entries.set(name, method === 8 ? inflateRawSync(raw) : raw);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * «Daten & Datenschutz» in the profile, through the screens (issue 41): the owner of a company of the
 * test's own (the demo client's is other tests' business) downloads its data export, schedules the
 * company's erasure by typing its name and cancels it; a member deletes their own account and cannot
 * sign in again.
 */
describe('privacy self-service in the profile', () => {
  let browser: Browser;
  let owner: TestAccount;
  let member: TestAccount;
  let ownerToken: string;
  const stamp = Date.now().toString(36);
  const companyName = `Datenschutz Keller AG ${stamp}`;
  const memberName = 'Mia Mitglied';

  beforeAll(async () => {
    browser = await launchBrowser();
    const ownerAccount = { email: uniqueEmail('privacy-owner'), password: 'Sonnen-Blumen-Feld-42' };
    const signedUp = await api<{ user: { id: string } }>('/auth/sign-up', {
      method: 'POST',
      body: { name: companyName, ...ownerAccount },
    });
    expect(signedUp.status).toBe(201);
    owner = { id: signedUp.body.user.id, ...ownerAccount };
    ownerToken = await tokenOf(owner);
    // The owner invites a member; it chooses its password through its welcome mail's link, here it
    // takes the owner's (copied as its hash), so the test signs it in without reading mail.
    const memberEmail = uniqueEmail('privacy-member');
    expect(
      (
        await api(`/clients/${owner.id}/members`, {
          method: 'POST',
          token: ownerToken,
          body: { name: memberName, email: memberEmail, role: 'approver' },
        })
      ).status,
    ).toBe(201);
    await sql('update account set password_hash = (select password_hash from account where id = $1) where email = $2', [
      owner.id,
      memberEmail,
    ]);
    const [{ id }] = await sql<{ id: string }>('select id from account where email = $1', [memberEmail]);
    member = { id, email: memberEmail, password: owner.password };
  });
  afterAll(() => browser.close());

  async function openPrivacy(account: TestAccount): Promise<Page> {
    const { page } = await newPage(browser);
    await signInAs(page, account);
    await page.goto('/client/profile');
    await page.getByRole('heading', { name: 'Daten & Datenschutz' }).waitFor();
    return page;
  }

  it(
    "lets the owner download the company's data export, schedule its erasure by its name and cancel it",
    async () => {
      const page = await openPrivacy(owner);

      // The export: asked for, prepared by the workers, then ready with its link.
      const exports = page.getByTestId('privacy-exports');
      await exports.getByRole('button', { name: 'Export anfordern' }).click();
      await expectToast(page, 'Export angefordert. Du erhältst eine E-Mail, sobald er bereit ist.');
      const ready = exports.locator('[data-testid="data-export"][data-status="ready"]');
      await ready.waitFor({ timeout: EXPORT_READY_MS });
      await ready.getByText('Bereit').waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        ready.getByRole('link', { name: /^Export vom .* herunterladen$/ }).click(),
      ]);
      const zip = await readFile(await download.path());
      expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
      const manifest = zipEntries(zip).get('manifest.json');
      expect(manifest).toBeDefined();
      const contents = JSON.parse(manifest!.toString('utf8')) as {
        company: { id: string; name: string };
        members: { email: string }[];
      };
      expect(contents.company).toMatchObject({ id: owner.id, name: companyName });
      expect(contents.members.map((entry) => entry.email)).toContain(member.email);

      // The erasure: the dialog sends only once the company's name is typed; then the date shows.
      const company = page.getByTestId('privacy-company');
      await company.getByRole('button', { name: 'Firma löschen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Firma löschen?' });
      const send = dialog.getByRole('button', { name: 'Firma löschen' });
      await dialog.getByLabel(`Gib zur Bestätigung den Namen der Firma ein: «${companyName}»`).fill(companyName);
      await clickSettled(send);
      await expectToast(page, 'Die Löschung der Firma ist geplant.');
      const erasure = () => api<{ scheduledFor: string }>(`/clients/${owner.id}/erasure`, { token: ownerToken });
      const scheduled = await erasure();
      expect(scheduled.status).toBe(200);
      const dueDay = new Date(scheduled.body.scheduledFor).toLocaleDateString('de-CH', {
        timeZone: 'Europe/Zurich',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      });
      await company.getByTestId('erasure-pending').getByText(`Die Firma wird am ${dueDay} gelöscht.`).waitFor();

      await company.getByRole('button', { name: 'Löschung abbrechen' }).click();
      await expectToast(page, 'Die Löschung wurde abgebrochen.');
      await company.getByRole('button', { name: 'Firma löschen' }).waitFor();
      expect((await erasure()).status).toBe(404);
    },
    FLOW_TIMEOUT,
  );

  it(
    'lets a member delete their own account with the current password, signs them out and refuses their sign-in',
    async () => {
      const page = await openPrivacy(member);
      await page.getByTestId('privacy-account').getByRole('button', { name: 'Konto löschen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Konto endgültig löschen?' });
      await dialog.getByLabel('Bestätige die Löschung mit deinem aktuellen Passwort.').fill(member.password);
      await clickSettled(dialog.getByRole('button', { name: 'Konto löschen' }));
      // Signed out, on the sign-in page, which says why.
      await page.waitForURL('**/auth');
      await page.getByRole('status').getByText('Dein Konto wurde gelöscht.').waitFor();
      // No session is left to come back with.
      await page.goto('/client/profile');
      await page.waitForURL('**/auth');

      await page.getByLabel('E-Mail').fill(member.email);
      await page.getByLabel('Passwort').fill(member.password);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await page.getByRole('alert').getByText('Ungültige E-Mail oder Passwort').waitFor();
      expect(page.url()).toMatch(/\/auth$/);
      // The company no longer lists them.
      const members = await api<{ userId: string }[]>(`/clients/${owner.id}/members`, { token: ownerToken });
      expect(members.status).toBe(200);
      expect(members.body.map((entry) => entry.userId)).not.toContain(member.id);
    },
    FLOW_TIMEOUT,
  );
});
