import { dropDatabase, ownDatabaseUrl } from '../databases.js';
import { ConfigError } from '../../src/config/app-config.js';
import { BootstrapAdmin } from '../../src/seed/bootstrap-admin.js';
import { inContext } from '../factories.js';
import { createTestApp, uniqueEmail, type TestApp } from '../test-app.js';

/** A fresh installation: a database of this file's own, without any account. */
const databaseUrl = ownDatabaseUrl('first_run');

describe('the first run', () => {
  let app: TestApp;

  beforeAll(async () => {
    await dropDatabase(databaseUrl);
    ({ app } = await createTestApp({ DATABASE_URL: databaseUrl }));
  });
  afterAll(async () => {
    await app.close();
    await dropDatabase(databaseUrl);
  });

  const status = async () => (await app.request('GET', '/api/setup')).json<{ needed: boolean }>();
  const createAdmin = (email: string, password = 'erster-admin-1', headers: Record<string, string> = {}) =>
    app.request('POST', '/api/setup/admin', { payload: { name: 'Erste Admin', email, password }, headers });

  it('leads a new installation to the setup, creates exactly one admin of two racing requests, and is gone for good', async () => {
    expect(await status()).toEqual({ needed: true });

    const invalid = await app.request('POST', '/api/setup/admin', {
      payload: { name: '', email: 'keine-mail', password: '123' },
    });
    expect(invalid.statusCode).toBe(400);
    // The first admin's password follows the rule of every chosen password.
    const weak = await createAdmin(uniqueEmail('admin'), 'passwort123');
    expect(weak.json()).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^Dieses Passwort ist zu leicht zu erraten: /),
    });
    expect(await status()).toEqual({ needed: true });

    // Another site cannot claim the installation through the browser of whoever opens it.
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<
      string,
      string
    >[]) {
      const foreign = await app.request('POST', '/api/setup/admin', {
        payload: { name: 'Fremd', email: uniqueEmail('fremd'), password: 'erster-admin-1' },
        headers,
      });
      expect(foreign.statusCode).toBe(403);
    }
    expect(await status()).toEqual({ needed: true });

    const [first, second] = [uniqueEmail('admin'), uniqueEmail('admin')];
    // Our own first-run page (Origin and Sec-Fetch-Site of this site), and a caller that is no browser page.
    const ownPage = { origin: new URL(app.baseUrl).origin, 'sec-fetch-site': 'same-origin' };
    const answers = await Promise.all([createAdmin(first, undefined, ownPage), createAdmin(second)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const created = answers.find((answer) => answer.statusCode === 201)!;
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(created.json().user).toMatchObject({ role: 'admin', name: 'Erste Admin' });
    expect(refused.json()).toEqual({
      statusCode: 409,
      code: 'ALREADY_SET_UP',
      message: 'ContentFlow ist bereits eingerichtet. Bitte melde dich an.',
    });

    expect(await status()).toEqual({ needed: false });
    expect((await createAdmin(uniqueEmail('spaeter'))).statusCode).toBe(409);

    // The first admin starts without a second factor: signed in, it is led to set one up first.
    expect(created.json().user.mfa).toEqual({ enabled: false, setupRequired: true });
    const signIn = await app.request('POST', '/api/auth/sign-in', {
      payload: { email: created.json().user.email, password: 'erster-admin-1' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.mfa).toEqual({ enabled: false, setupRequired: true });
    const auth = { authorization: `Bearer ${signIn.json().accessToken}` };
    const stats = await app.request('GET', '/api/admin/stats', { headers: auth });
    expect(stats.statusCode).toBe(403);
    expect(stats.json().code).toBe('MFA_SETUP_REQUIRED');
    expect((await app.request('GET', '/api/me/mfa', { headers: auth })).json()).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
      passkeys: [],
      required: true,
    });
    const admins = await inContext(app, (em) =>
      em.getConnection().execute(`select count(*)::int as n from user_role where role = 'admin'`),
    );
    expect(admins).toEqual([{ n: 1 }]);
  });

  it('stops the start on a weak ADMIN_PASSWORD, saying why, and creates no admin', async () => {
    const email = uniqueEmail('env-admin');
    const { app: other } = await createTestApp({
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: 'admin12345',
    });
    try {
      const started = other.get<BootstrapAdmin>(BootstrapAdmin).ensure();
      await expect(started).rejects.toThrow(ConfigError);
      await expect(started).rejects.toThrow(/ADMIN_PASSWORD: Dieses Passwort ist zu leicht zu erraten/);
    } finally {
      await other.close();
    }
    const accounts = await inContext(app, (em) =>
      em.getConnection().execute(`select count(*)::int as n from account where email = ?`, [email]),
    );
    expect(accounts).toEqual([{ n: 0 }]);
  });
});
