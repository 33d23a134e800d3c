import { PasswordSetupToken } from '../../src/accounts/index.js';
import { createSignedIn, createUser, inContext, signIn } from '../factories.js';
import { createTestApp, uniqueEmail, type TestApp } from '../test-app.js';

type Auth = Record<string, string>;

/**
 * Two API replicas on one Postgres and one Redis, each with its own copy of the accounts' standing
 * (accounts/session-states.ts): what one of them changes counts on the other at the very next
 * request, for every change that ends or narrows a session.
 */
describe('the session cache across two API replicas', () => {
  let one: TestApp;
  let other: TestApp;

  beforeAll(async () => {
    [{ app: one }, { app: other }] = await Promise.all([createTestApp(), createTestApp()]);
  });
  afterAll(() => Promise.all([one.close(), other.close()]));

  const me = (app: TestApp, auth: Auth) => app.request('GET', '/api/auth/me', { headers: auth });
  /** The other replica serves the account twice, so its copy is made and used. */
  async function servedByTheOther(auth: Auth): Promise<void> {
    expect((await me(other, auth)).statusCode).toBe(200);
    expect((await me(other, auth)).statusCode).toBe(200);
  }

  it('refuses a session on the other replica at once once it is signed out on one', async () => {
    const user = await createUser(one, 'client');
    const session = await signIn(one, user);
    await servedByTheOther(session.auth);
    const out = await one.request('POST', '/api/auth/sign-out', {
      headers: session.auth,
      cookies: { cf_refresh: session.refreshCookie },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(other, session.auth)).statusCode).toBe(401);
    expect((await me(one, session.auth)).statusCode).toBe(401);
  });

  it('refuses a deactivated account and one whose role changed on the other replica at once', async () => {
    const admin = await createSignedIn(one, 'admin');
    const [deactivated, moved] = [await createUser(one, 'designer'), await createUser(one, 'designer')];
    const sessions = [await signIn(one, deactivated), await signIn(one, moved)];
    for (const session of sessions) await servedByTheOther(session.auth);
    const patch = (id: string, payload: unknown) =>
      one.request('PATCH', `/api/admin/users/${id}`, { headers: admin.auth, payload });
    expect((await patch(deactivated.id, { status: 'inactive' })).statusCode).toBe(200);
    expect((await patch(moved.id, { role: 'admin' })).statusCode).toBe(200);
    for (const session of sessions) expect((await me(other, session.auth)).statusCode).toBe(401);
  });

  it("takes a member's new role in its company into account on the other replica at once", async () => {
    const owner = await createSignedIn(one, 'client');
    const email = uniqueEmail('viewer');
    const invited = await one.request('POST', `/api/clients/${owner.id}/members`, {
      headers: owner.auth,
      payload: { name: 'Vera Viewer', email, role: 'viewer' },
    });
    expect(invited.statusCode).toBe(201);
    const { userId } = invited.json<{ userId: string }>();
    const token = await inContext(one, async (em) => {
      const issued = await PasswordSetupToken.issue(em, userId, one.config.passwordLinkTtlHours);
      await em.flush();
      return issued!;
    });
    const password = 'ein-langes-passwort-1';
    expect((await one.request('POST', '/api/auth/set-password', { payload: { token, password } })).statusCode).toBe(
      204,
    );
    const member = await signIn(one, { email, password });
    const invite = (auth: Auth) =>
      other.request('POST', `/api/clients/${owner.id}/members`, {
        headers: auth,
        payload: { name: 'Nina Neu', email: uniqueEmail('member'), role: 'viewer' },
      });
    // A viewer may not invite; the other replica keeps that answer in its copy.
    expect((await invite(member.auth)).statusCode).toBe(403);
    expect((await invite(member.auth)).statusCode).toBe(403);
    const changed = await one.request('PATCH', `/api/clients/${owner.id}/members/${userId}`, {
      headers: owner.auth,
      payload: { role: 'owner' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await invite(member.auth)).statusCode).toBe(201);
    // And out of the company: refused at once.
    expect(
      (await one.request('DELETE', `/api/clients/${owner.id}/members/${userId}`, { headers: owner.auth })).statusCode,
    ).toBe(204);
    expect((await me(other, member.auth)).statusCode).toBe(401);
  });

  it('refuses a client an admin deleted, with its company, on the other replica at once', async () => {
    const admin = await createSignedIn(one, 'admin');
    const client = await createSignedIn(one, 'client');
    const notifications = () => other.request('GET', '/api/notifications', { headers: client.auth });
    expect((await notifications()).statusCode).toBe(200);
    expect((await notifications()).statusCode).toBe(200);
    const removed = await one.request('DELETE', `/api/admin/users/${client.id}`, { headers: admin.auth });
    expect(removed.statusCode).toBe(204);
    expect((await notifications()).statusCode).toBe(401);
  });
});
