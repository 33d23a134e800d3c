import { createHash } from 'node:crypto';
import { PasswordSetupToken } from '../../src/accounts/password-setup-token.entity.js';
import { createSignedIn, createUser, inContext, signIn, type SignedInUser } from '../factories.js';
import { createTestApp, uniqueEmail, type TestApp } from '../test-app.js';

const INVALID_LINK = 'Der Link ist ungültig oder abgelaufen.';
/** What the person with the link chooses (passes the password rule). */
const CHOSEN = 'Wolken-Leiter-Garten-7';

/**
 * The links of the welcome mail (docs/security.md "Links in e-mails"): single use, short-lived,
 * stored hashed, and ended by every sign-in and every change of the account's e-mail, role,
 * password, status or session version.
 */
describe('set-password links', () => {
  let app: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await createSignedIn(app, 'admin', 'Ada Admin');
  });
  afterAll(() => app.close());

  const asAdmin = (method: string, path: string, payload?: unknown) =>
    app.request(method, path, { headers: admin.auth, payload });
  const setPassword = (token: string, password = CHOSEN) =>
    app.request('POST', '/api/auth/set-password', { payload: { token, password } });

  /** An account an admin creates over HTTP (its welcome mail would carry the link). */
  async function createdByAdmin(role: 'client' | 'designer') {
    const account = { name: 'Lena Link', email: uniqueEmail('link'), password: 'Admin-Start-Passwort-1', role };
    const created = await asAdmin('POST', '/api/admin/users', account);
    expect(created.statusCode).toBe(201);
    return { ...account, id: created.json<{ id: string }>().id };
  }

  /** A link to the account, made as the mail job makes the welcome mail's (backend/src/mail/jobs/email.jobs.ts). */
  const issueLink = (accountId: string) =>
    inContext(app, async (em) => {
      const token = await PasswordSetupToken.issue(em, accountId, app.config.passwordLinkTtlHours);
      await em.flush();
      if (!token) throw new Error('no link was made');
      return token;
    });

  async function expectRefused(token: string) {
    const answer = await setPassword(token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION', message: INVALID_LINK });
  }

  const signsIn = async (email: string, password: string) =>
    (await app.request('POST', '/api/auth/sign-in', { payload: { email, password } })).statusCode;

  it('works once and only once, lasts 24 hours and is stored as a hash only', async () => {
    const account = await createdByAdmin('designer');
    const token = await issueLink(account.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await inContext(app, (em) =>
      em
        .getConnection()
        .execute<Record<string, unknown>[]>(
          `select *, round(extract(epoch from expires_at - created_at) / 3600)::int as hours from password_setup_token where account_id = ?`,
          [account.id],
        ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      token_hash: createHash('sha256').update(token).digest('hex'),
      hours: 24,
      used_at: null,
      revoked_at: null,
    });
    expect(rows[0]!.account_state).toMatch(/^[0-9a-f]{64}$/);
    // The token itself is in no column.
    expect(JSON.stringify(rows)).not.toContain(token);

    expect((await setPassword(token)).statusCode).toBe(204);
    expect(await signsIn(account.email, CHOSEN)).toBe(200);
    expect(await signsIn(account.email, account.password)).toBe(401);
    await expectRefused(token);
  });

  it('keeps the link when the chosen password breaks the rule, and says why', async () => {
    const account = await createdByAdmin('client');
    const token = await issueLink(account.id);
    const weak = await setPassword(token, 'passwort123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      message: expect.stringMatching(/^Dieses Passwort ist zu leicht zu erraten: /),
      errors: [{ field: 'password', message: expect.any(String) }],
    });
    expect((await setPassword(token, 'kurz')).json()).toMatchObject({
      message: 'Das Passwort muss mindestens 10 Zeichen lang sein',
    });
    expect((await setPassword(token)).statusCode).toBe(204);
  });

  it("ends when the account is promoted to admin: the old link sets no admin's password", async () => {
    const account = await createdByAdmin('designer');
    const token = await issueLink(account.id);
    expect((await asAdmin('PATCH', `/api/admin/users/${account.id}`, { role: 'admin' })).statusCode).toBe(200);
    await expectRefused(token);
    expect(await signsIn(account.email, account.password)).toBe(200);
  });

  it('ends when the admin corrects the e-mail', async () => {
    const account = await createdByAdmin('client');
    const token = await issueLink(account.id);
    const corrected = await asAdmin('PATCH', `/api/admin/clients/${account.id}`, { email: uniqueEmail('korrigiert') });
    expect(corrected.statusCode).toBe(200);
    await expectRefused(token);
  });

  it('ends when the user changes its e-mail', async () => {
    const user = await createSignedIn(app, 'client');
    const token = await issueLink(user.id);
    const changed = await app.request('PATCH', '/api/me/profile', {
      headers: user.auth,
      payload: { email: uniqueEmail('neu'), currentPassword: user.password },
    });
    expect(changed.statusCode).toBe(200);
    await expectRefused(token);
  });

  it('ends when the user changes its password', async () => {
    const user = await createSignedIn(app, 'designer');
    const token = await issueLink(user.id);
    const changed = await app.request('POST', '/api/auth/password', {
      headers: user.auth,
      payload: { currentPassword: user.password, password: 'Neues-Passwort-Fluss-9' },
    });
    expect(changed.statusCode).toBe(204);
    await expectRefused(token);
  });

  it('ends when the account signs in with its password', async () => {
    const account = await createdByAdmin('designer');
    const token = await issueLink(account.id);
    expect(await signsIn(account.email, account.password)).toBe(200);
    await expectRefused(token);
  });

  it('ends when the account is deactivated, and stays ended when it is active again', async () => {
    const account = await createdByAdmin('designer');
    const token = await issueLink(account.id);
    expect((await asAdmin('PATCH', `/api/admin/users/${account.id}`, { status: 'inactive' })).statusCode).toBe(200);
    await expectRefused(token);
    expect((await asAdmin('PATCH', `/api/admin/users/${account.id}`, { status: 'active' })).statusCode).toBe(200);
    await expectRefused(token);
  });

  it('ends when it expires', async () => {
    const account = await createdByAdmin('client');
    const token = await issueLink(account.id);
    await inContext(app, (em) =>
      em
        .getConnection()
        .execute(`update password_setup_token set expires_at = now() - interval '1 second' where account_id = ?`, [
          account.id,
        ]),
    );
    await expectRefused(token);
  });

  it("ends with any change of the account's state, also one that does not end it in the table: a sign-out, a role set in the database", async () => {
    const openLinks = (accountId: string) =>
      inContext(app, (em) =>
        em
          .getConnection()
          .execute<{ revoked_at: Date | null }[]>('select revoked_at from password_setup_token where account_id = ?', [
            accountId,
          ]),
      );

    const user = await createUser(app, 'designer');
    const { refreshCookie } = await signIn(app, user);
    const token = await issueLink(user.id);
    // Sign-out raises the session version and ends no link itself.
    expect(
      (await app.request('POST', '/api/auth/sign-out', { cookies: { cf_refresh: refreshCookie } })).statusCode,
    ).toBe(204);
    expect(await openLinks(user.id)).toEqual([{ revoked_at: null }]);
    await expectRefused(token);

    const other = await createUser(app, 'designer');
    const otherToken = await issueLink(other.id);
    await inContext(app, (em) =>
      em.getConnection().execute(`update user_role set role = 'admin' where user_id = ?`, [other.id]),
    );
    expect(await openLinks(other.id)).toEqual([{ revoked_at: null }]);
    // Not ended in the table, yet refused: the account is no longer what the link was made for.
    await expectRefused(otherToken);
  });

  describe('a new link from the admin (POST /api/admin/users/:id/password-link)', () => {
    const outboxEvents = (accountId: string) =>
      inContext(app, (em) =>
        em
          .getConnection()
          .execute<{ type: string; actor: string }[]>(
            `select type, payload->>'actorId' as actor from outbox_event where type = 'PasswordLinkRequested' and payload->>'accountId' = ?`,
            [accountId],
          ),
      );

    it('ends the earlier links and sends the welcome mail again, whose link works', async () => {
      const account = await createdByAdmin('designer');
      const earlier = await issueLink(account.id);
      const sent = await asAdmin('POST', `/api/admin/users/${account.id}/password-link`);
      expect(sent.statusCode).toBe(204);
      await expectRefused(earlier);
      // The mail job of the recorded event makes the new link (backend/test/mail/email.int-spec.ts sends it).
      expect(await outboxEvents(account.id)).toEqual([{ type: 'PasswordLinkRequested', actor: admin.id }]);
      const renewed = await issueLink(account.id);
      expect((await setPassword(renewed)).statusCode).toBe(204);
      await expectRefused(renewed);
    });

    it('is for admins only, for accounts that exist and are active', async () => {
      const account = await createdByAdmin('client');
      const designer = await createSignedIn(app, 'designer');
      const byDesigner = await app.request('POST', `/api/admin/users/${account.id}/password-link`, {
        headers: designer.auth,
      });
      expect(byDesigner.statusCode).toBe(403);
      expect((await app.request('POST', `/api/admin/users/${account.id}/password-link`)).statusCode).toBe(401);
      expect(
        (await asAdmin('POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/password-link')).json(),
      ).toMatchObject({ statusCode: 404, message: 'Benutzer nicht gefunden' });
      expect((await asAdmin('POST', '/api/admin/users/kein-konto/password-link')).statusCode).toBe(404);

      expect((await asAdmin('PATCH', `/api/admin/users/${account.id}`, { status: 'inactive' })).statusCode).toBe(200);
      const inactive = await asAdmin('POST', `/api/admin/users/${account.id}/password-link`);
      expect(inactive.statusCode).toBe(409);
      expect(inactive.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE' });
      expect(await outboxEvents(account.id)).toEqual([]);
    });
  });
});
