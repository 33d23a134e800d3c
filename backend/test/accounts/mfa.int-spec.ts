import type { FastifyReply } from 'fastify';
import { generate } from 'otplib';
import { ScopedSessionCookie } from '../../src/accounts/scoped-session-cookie.js';
import { migrate } from '../../src/database/migrate.js';
import { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET } from '../../src/seed/plan-catalogue.js';
import { Seeder } from '../../src/seed/seeder.js';
import { dropDatabase, ownDatabaseUrl } from '../databases.js';
import { createUser, inContext, signIn, TEST_PASSWORD, type TestUser } from '../factories.js';
import { SoftwareAuthenticator } from '../software-authenticator.js';
import { createTestApp, uniqueIp, type ApiResponse, type TestApp } from '../test-app.js';

/** WebAuthn refuses IP addresses as relying party: the app's public address names a host. */
const APP_URL = 'http://localhost:3999';
const RP_ID = 'localhost';

const TEXTS = {
  wrongCode: 'Der Code ist nicht korrekt.',
  expired: 'Die Anmeldung ist abgelaufen. Bitte melde dich erneut an.',
  passkeyFailed: 'Der Passkey konnte nicht bestätigt werden.',
  passkeyNotRegistered: 'Der Passkey konnte nicht registriert werden.',
  setupRequired: 'Richte zuerst einen zweiten Faktor ein (Mein Profil → Sicherheit).',
  mfaRequired: 'Administratoren brauchen einen zweiten Faktor.',
  wrongPassword: 'Das aktuelle Passwort ist nicht korrekt',
  passwordToAddFactor:
    'Bitte bestätige mit deinem aktuellen Passwort: Deine Anmeldung liegt mehr als 10 Minuten zurück.',
};

const RECOVERY_CODE = /^[0-9abcdefghjkmnpqrstvwxyz]{5}-[0-9abcdefghjkmnpqrstvwxyz]{5}$/;

/** The current RFC 6238 step, and the code of a step. */
const stepNow = () => Math.floor(Date.now() / 30_000);
const codeOf = (secret: string, step = stepNow()) => generate({ secret, epoch: step * 30 });

type Session = { auth: Record<string, string>; refreshCookie: string };

describe('the second factor', () => {
  let app: TestApp;

  beforeAll(async () => {
    // The flows below guess wrong on purpose, more than five times per account, each request from a
    // new address: the per-account delay would hold them up. The per account+address delay stays at
    // five, which the throttle test below meets from one address.
    ({ app } = await createTestApp({ APP_URL, SIGN_IN_MAX_FAILS_PER_ACCOUNT: '1000' }));
  });
  afterAll(() => app.close());

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    inContext(app, (em) => em.getConnection().execute<T[]>(query, params));
  const post = (path: string, payload: unknown, headers: Record<string, string> = {}, ip?: string) =>
    app.request('POST', path, { payload, headers, ip });
  const get = (path: string, headers: Record<string, string>) => app.request('GET', path, { headers });
  const passwordSignIn = (user: TestUser, ip?: string) =>
    post('/api/auth/sign-in', { email: user.email, password: user.password }, {}, ip);
  const refresh = (cookie: string) => app.request('POST', '/api/auth/refresh', { cookies: { cf_refresh: cookie } });
  const sessionOf = (response: ApiResponse): Session => ({
    auth: { authorization: `Bearer ${response.json().accessToken}` },
    refreshCookie: response.cookies.cf_refresh.value,
  });

  /** Signs in an account that has no factor (or whose factor is to be ignored: the plain answer is expected). */
  async function plainSession(user: TestUser): Promise<Session> {
    const response = await passwordSignIn(user);
    expect(response.statusCode).toBe(200);
    expect(response.json().mfaRequired).toBeUndefined();
    return sessionOf(response);
  }

  /** The second step is due: the challenge, and no session or cookie yet. */
  async function challenge(user: TestUser, ip?: string): Promise<{ mfaToken: string; methods: string[] }> {
    const response = await passwordSignIn(user, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mfaRequired: true, mfaToken: expect.any(String), methods: expect.any(Array) });
    expect(response.cookies.cf_refresh).toBeUndefined();
    return response.json();
  }

  const verify = (mfaToken: string, code: string, ip?: string) =>
    post('/api/auth/mfa/verify', { mfaToken, code }, {}, ip);

  /** Sets the authenticator app up through the API: its secret and the step of the confirming code. */
  async function setUpTotp(session: Session): Promise<{ secret: string; recoveryCodes: string[]; step: number }> {
    const started = await post('/api/me/mfa/totp', {}, session.auth);
    expect(started.statusCode).toBe(200);
    const { secret } = started.json<{ secret: string }>();
    const step = stepNow();
    const confirmed = await post('/api/me/mfa/totp/confirm', { code: await codeOf(secret, step) }, session.auth);
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: confirmed.json().recoveryCodes, step };
  }

  describe('the authenticator app (TOTP)', () => {
    it('is set up with a confirming code, then asked for at sign-in; a code counts once, a recovery code once', async () => {
      const designer = await createUser(app, 'designer');
      const session = await plainSession(designer);
      const other = await plainSession(designer);
      expect((await get('/api/me/mfa', session.auth)).json()).toEqual({
        totp: false,
        recoveryCodesLeft: 0,
        passkeys: [],
        required: false,
      });

      // A second setup replaces the pending secret; a wrong code confirms nothing.
      const first = (await post('/api/me/mfa/totp', {}, session.auth)).json();
      const started = await post('/api/me/mfa/totp', {}, session.auth);
      expect(started.statusCode).toBe(200);
      const { secret, otpauthUrl } = started.json<{ secret: string; otpauthUrl: string }>();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(secret).not.toBe(first.secret);
      expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/ContentFlow:/);
      expect(new URL(otpauthUrl).searchParams.get('secret')).toBe(secret);
      const stale = await post('/api/me/mfa/totp/confirm', { code: await codeOf(first.secret) }, session.auth);
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toMatchObject({ code: 'VALIDATION', message: TEXTS.wrongCode });
      expect((await get('/api/me/mfa', session.auth)).json().totp).toBe(false);

      const step = stepNow();
      const confirmed = await post(
        '/api/me/mfa/totp/confirm',
        { code: (await codeOf(secret, step)).replace(/^(\d{3})/, '$1 ') },
        session.auth,
      );
      expect(confirmed.statusCode).toBe(200);
      const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
      expect(recoveryCodes).toHaveLength(10);
      for (const code of recoveryCodes) expect(code).toMatch(RECOVERY_CODE);
      // Nothing of the secret or the codes is stored readable.
      const [stored] = await sql<{ secret: string; pending_secret: string | null }>(
        'select secret, pending_secret from totp_factor where account_id = ?',
        [designer.id],
      );
      expect(stored.secret).not.toContain(secret);
      expect(stored.pending_secret).toBeNull();
      const hashes = await sql<{ code_hash: string }>('select code_hash from recovery_code where account_id = ?', [
        designer.id,
      ]);
      expect(hashes).toHaveLength(10);
      for (const { code_hash } of hashes)
        expect(recoveryCodes.map((code) => code.replace('-', ''))).not.toContain(code_hash);

      // Every other session ended; the caller's own renews with its cookie.
      expect((await get('/api/auth/me', other.auth)).statusCode).toBe(401);
      expect((await refresh(other.refreshCookie)).statusCode).toBe(401);
      expect((await get('/api/auth/me', session.auth)).statusCode).toBe(401);
      const renewed = await refresh(session.refreshCookie);
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().user.mfa).toEqual({ enabled: true, setupRequired: false });
      const own = sessionOf(renewed);
      expect((await get('/api/me/mfa', own.auth)).json()).toEqual({
        totp: true,
        recoveryCodesLeft: 10,
        passkeys: [],
        required: false,
      });
      const again = await post('/api/me/mfa/totp', {}, own.auth);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'TOTP_ALREADY_SET_UP',
        message: 'Die Authenticator-App ist bereits eingerichtet.',
      });

      // Sign-in asks for the second step: a wrong code 401, the right one a session with its cookie.
      const { mfaToken, methods } = await challenge(designer);
      expect(methods).toEqual(['totp', 'recovery']);
      const wrong = await verify(mfaToken, (await codeOf(secret, step + 1)) === '000000' ? '111111' : '000000');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: TEXTS.wrongCode });
      // The confirming code was used: it does not sign in.
      expect((await verify(mfaToken, await codeOf(secret, step))).json().message).toBe(TEXTS.wrongCode);
      const code = await codeOf(secret, step + 1);
      const signedIn = await verify(mfaToken, code);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toEqual({
        accessToken: expect.any(String),
        expiresAt: expect.any(String),
        user: expect.objectContaining({ id: designer.id, mfa: { enabled: true, setupRequired: false } }),
      });
      expect(signedIn.cookies.cf_refresh.attributes.toLowerCase()).toContain('httponly');
      expect((await get('/api/auth/me', sessionOf(signedIn).auth)).statusCode).toBe(200);
      // The mfaToken was used up.
      expect((await verify(mfaToken, code)).json().message).toBe(TEXTS.expired);

      // The same code again, on a new sign-in: refused (no replay within its window).
      const replay = await verify((await challenge(designer)).mfaToken, code);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().message).toBe(TEXTS.wrongCode);

      // A recovery code, typed in capitals without its dash, works once.
      const recovery = recoveryCodes[3];
      const byRecovery = await verify((await challenge(designer)).mfaToken, recovery.toUpperCase().replace('-', ''));
      expect(byRecovery.statusCode).toBe(200);
      const recoverySession = sessionOf(byRecovery);
      expect((await verify((await challenge(designer)).mfaToken, recovery)).json().message).toBe(TEXTS.wrongCode);
      expect((await get('/api/me/mfa', recoverySession.auth)).json().recoveryCodesLeft).toBe(9);

      // A new set behind the current password: the old codes die.
      const refused = await post(
        '/api/me/mfa/recovery-codes',
        { currentPassword: 'falsch-falsch' },
        recoverySession.auth,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(TEXTS.wrongPassword);
      const renewedCodes = await post(
        '/api/me/mfa/recovery-codes',
        { currentPassword: TEST_PASSWORD },
        recoverySession.auth,
      );
      expect(renewedCodes.statusCode).toBe(200);
      expect(renewedCodes.json().recoveryCodes).toHaveLength(10);
      expect((await verify((await challenge(designer)).mfaToken, recoveryCodes[5])).json().message).toBe(
        TEXTS.wrongCode,
      );
      expect(
        (await verify((await challenge(designer)).mfaToken, renewedCodes.json().recoveryCodes[0])).statusCode,
      ).toBe(200);

      // A designer may remove its own app (and its codes): sign-in is the password alone again.
      const current = sessionOf(
        await verify((await challenge(designer)).mfaToken, renewedCodes.json().recoveryCodes[1]),
      );
      const wrongPassword = await app.request('DELETE', '/api/me/mfa/totp', {
        headers: current.auth,
        payload: { currentPassword: 'falsch-falsch' },
      });
      expect(wrongPassword.statusCode).toBe(400);
      expect(
        (
          await app.request('DELETE', '/api/me/mfa/totp', {
            headers: current.auth,
            payload: { currentPassword: TEST_PASSWORD },
          })
        ).statusCode,
      ).toBe(204);
      expect(await sql('select 1 from recovery_code where account_id = ?', [designer.id])).toEqual([]);
      const plain = await plainSession(designer);
      expect((await get('/api/me/mfa', plain.auth)).json()).toEqual({
        totp: false,
        recoveryCodesLeft: 0,
        passkeys: [],
        required: false,
      });
      expect((await get('/api/auth/me', plain.auth)).json().user.mfa).toEqual({ enabled: false, setupRequired: false });
    });

    it('lets an mfaToken die after five wrong codes, when it expires, and when the sessions end meanwhile', async () => {
      const [tries, late, ended] = [
        await createUser(app, 'client'),
        await createUser(app, 'client'),
        await createUser(app, 'client'),
      ];
      const secrets = new Map<string, string>();
      for (const user of [tries, late, ended]) secrets.set(user.id, (await setUpTotp(await plainSession(user))).secret);
      const rightCode = (user: TestUser) => codeOf(secrets.get(user.id)!, stepNow() + 1);

      const { mfaToken } = await challenge(tries);
      for (let i = 0; i < 5; i += 1) expect((await verify(mfaToken, `00000${i}`)).json().message).toBe(TEXTS.wrongCode);
      const dead = await verify(mfaToken, await rightCode(tries));
      expect(dead.statusCode).toBe(401);
      expect(dead.json().message).toBe(TEXTS.expired);
      expect((await post('/api/auth/passkey/options', { mfaToken })).json().message).toBe(TEXTS.expired);

      const expiring = await challenge(late);
      await sql(`update mfa_sign_in set expires_at = now() - interval '1 second' where account_id = ?`, [late.id]);
      expect((await verify(expiring.mfaToken, await rightCode(late))).json()).toMatchObject({
        statusCode: 401,
        message: TEXTS.expired,
      });
      expect((await verify('unbekannt', await rightCode(late))).json().message).toBe(TEXTS.expired);

      // Bound to the session version: a password change in between ends the waiting sign-in.
      const waiting = await challenge(ended);
      const session = sessionOf(await verify((await challenge(ended)).mfaToken, await rightCode(ended)));
      expect(
        (
          await post(
            '/api/auth/password',
            { currentPassword: TEST_PASSWORD, password: 'ein-ganz-neues-passwort-42' },
            session.auth,
          )
        ).statusCode,
      ).toBe(204);
      expect((await verify(waiting.mfaToken, await codeOf(secrets.get(ended.id)!, stepNow() - 1))).json().message).toBe(
        TEXTS.expired,
      );
    });

    it('counts wrong codes in the sign-in throttle; signing in again with the password clears none of them', async () => {
      const client = await createUser(app, 'client');
      const { secret } = await setUpTotp(await plainSession(client));
      const ip = uniqueIp();
      const first = await challenge(client, ip);
      for (let i = 0; i < 4; i += 1) expect((await verify(first.mfaToken, `12345${i}`, ip)).statusCode).toBe(401);
      const second = await challenge(client, ip);
      expect((await verify(second.mfaToken, '123459', ip)).statusCode).toBe(401);
      // Five failures of this address on this account: the next try waits, the right code too.
      const delayed = await verify(second.mfaToken, await codeOf(secret, stepNow() + 1), ip);
      expect(delayed.statusCode).toBe(429);
      expect(delayed.json().code).toBe('RATE_LIMITED');
      expect(Number(delayed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    });

    it('is added without the password only within ten minutes of the sign-in; later only with it (a copied token adds none)', async () => {
      const user = await createUser(app, 'designer', 'Designerin Spät');
      const session = await plainSession(user);
      // The session signed in eleven minutes ago (its refresh-token family says when).
      const sid = JSON.parse(Buffer.from(session.auth.authorization.split('.')[1], 'base64url').toString())
        .sid as string;
      await sql(`update refresh_token set session_started_at = now() - interval '11 minutes' where family_id = ?`, [
        sid,
      ]);

      for (const path of ['/api/me/mfa/totp', '/api/me/passkeys/options']) {
        const bare = await post(path, {}, session.auth);
        expect(bare.statusCode).toBe(400);
        expect(bare.json()).toMatchObject({
          code: 'VALIDATION',
          message: TEXTS.passwordToAddFactor,
          errors: [{ field: 'currentPassword', message: TEXTS.passwordToAddFactor }],
        });
        const wrong = await post(path, { currentPassword: 'falsch-falsch' }, session.auth);
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().message).toBe(TEXTS.wrongPassword);
        expect((await post(path, { currentPassword: TEST_PASSWORD }, session.auth)).statusCode).toBe(200);
      }
      // Nothing was stored by the refused attempts: no factor, the pending secret only of the proven one.
      expect((await get('/api/me/mfa', session.auth)).json()).toMatchObject({ totp: false, passkeys: [] });
      // A fresh sign-in needs no password again.
      expect((await post('/api/me/passkeys/options', {}, (await plainSession(user)).auth)).statusCode).toBe(200);
    });

    it('bounds every field', async () => {
      const { mfaToken } = { mfaToken: 'x'.repeat(43) };
      for (const payload of [
        { mfaToken, code: '1'.repeat(51) },
        { mfaToken: 'x'.repeat(101), code: '123456' },
        { mfaToken, code: 123456 },
        { mfaToken },
      ]) {
        const response = await post('/api/auth/mfa/verify', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('VALIDATION');
      }
      const { auth } = await plainSession(await createUser(app, 'designer'));
      expect((await post('/api/me/mfa/totp/confirm', { code: '1'.repeat(21) }, auth)).statusCode).toBe(400);
      expect(
        (
          await app.request('DELETE', '/api/me/mfa/totp', {
            headers: auth,
            payload: { currentPassword: 'x'.repeat(201) },
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('admins', () => {
    it('without a factor: signed in, led to set one up, refused everything else (403 MFA_SETUP_REQUIRED), and no queue or stream cookie', async () => {
      const admin = await createUser(app, 'admin');
      const signedIn = await passwordSignIn(admin);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user.mfa).toEqual({ enabled: false, setupRequired: true });
      const session = sessionOf(signedIn);
      const refusal = { statusCode: 403, code: 'MFA_SETUP_REQUIRED', message: TEXTS.setupRequired };
      for (const [method, path] of [
        ['GET', '/api/admin/users'],
        ['GET', '/api/admin/stats'],
        ['GET', '/api/projects'],
        ['GET', '/api/me/profile'],
        ['POST', '/api/admin/queues/session'],
        ['POST', '/api/notifications/stream-session'],
        ['POST', '/api/auth/password'],
      ]) {
        const response = await app.request(method, path, {
          headers: session.auth,
          payload: method === 'POST' ? {} : undefined,
        });
        expect({ path, body: response.json() }).toEqual({ path, body: refusal });
      }
      expect((await get('/api/auth/me', session.auth)).json().user.mfa).toEqual({
        enabled: false,
        setupRequired: true,
      });
      expect((await get('/api/me/mfa', session.auth)).json()).toEqual({
        totp: false,
        recoveryCodesLeft: 0,
        passkeys: [],
        required: true,
      });
      expect((await post('/api/me/passkeys/options', {}, session.auth)).statusCode).toBe(200);

      // A cookie the service would issue counts for nothing while the admin has no factor.
      let cookie = '';
      const reply = { setCookie: (_name: string, token: string) => (cookie = token) } as unknown as FastifyReply;
      const cookies = app.get<ScopedSessionCookie>(ScopedSessionCookie);
      await inContext(app, () => cookies.issue(reply, admin.id, 'notifications'));
      const request = { cookies: { cf_stream_session: cookie } } as unknown as Parameters<
        ScopedSessionCookie['verify']
      >[0];
      expect(await inContext(app, () => cookies.verify(request, 'notifications'))).toBeNull();

      // Set up: the admin's session renews and may do everything.
      await setUpTotp(session);
      const renewed = await refresh(session.refreshCookie);
      expect(renewed.json().user.mfa).toEqual({ enabled: true, setupRequired: false });
      const users = await get('/api/admin/users', sessionOf(renewed).auth);
      expect(users.statusCode).toBe(200);
      expect(users.json()).toContainEqual(expect.objectContaining({ id: admin.id, mfaEnabled: true }));
      await inContext(app, () => cookies.issue(reply, admin.id, 'notifications'));
      const renewedCookie = { cookies: { cf_stream_session: cookie } } as unknown as Parameters<
        ScopedSessionCookie['verify']
      >[0];
      expect(await inContext(app, () => cookies.verify(renewedCookie, 'notifications'))).toEqual({
        accountId: admin.id,
        role: 'admin',
      });
    });

    it('cannot remove its last factor (409 MFA_REQUIRED), but one of two', async () => {
      const admin = await createUser(app, 'admin');
      const session = await plainSession(admin);
      await setUpTotp(session);
      const own = sessionOf(await refresh(session.refreshCookie));
      const refused = await app.request('DELETE', '/api/me/mfa/totp', {
        headers: own.auth,
        payload: { currentPassword: TEST_PASSWORD },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ statusCode: 409, code: 'MFA_REQUIRED', message: TEXTS.mfaRequired });
      expect((await get('/api/me/mfa', own.auth)).json().totp).toBe(true);

      // With a passkey beside it, the app may go; then the passkey is the last one and stays.
      const authenticator = new SoftwareAuthenticator(RP_ID);
      const options = (await post('/api/me/passkeys/options', {}, own.auth)).json();
      const registered = await post(
        '/api/me/passkeys',
        { name: 'Laptop', response: authenticator.register(options.challenge, APP_URL) },
        own.auth,
      );
      expect(registered.statusCode).toBe(201);
      const current = sessionOf(await refresh(own.refreshCookie));
      expect(
        (
          await app.request('DELETE', '/api/me/mfa/totp', {
            headers: current.auth,
            payload: { currentPassword: TEST_PASSWORD },
          })
        ).statusCode,
      ).toBe(204);
      const last = sessionOf(await refresh(current.refreshCookie));
      const lastPasskey = await app.request('DELETE', `/api/me/passkeys/${registered.json().id}`, {
        headers: last.auth,
        payload: { currentPassword: TEST_PASSWORD },
      });
      expect(lastPasskey.statusCode).toBe(409);
      expect(lastPasskey.json().code).toBe('MFA_REQUIRED');
      expect((await get('/api/me/mfa', last.auth)).json()).toMatchObject({
        totp: false,
        passkeys: [{ id: registered.json().id, name: 'Laptop' }],
        required: true,
      });
    });

    it("reset another account's factors: removed, its sessions end, an audit record is written; not their own", async () => {
      const admin = await createUser(app, 'admin');
      const adminSession = await signIn(app, admin);
      const designer = await createUser(app, 'designer');
      const designerSession = await plainSession(designer);
      await setUpTotp(designerSession);
      const designerOwn = sessionOf(await refresh(designerSession.refreshCookie));
      expect((await get('/api/admin/users', adminSession.auth)).json()).toContainEqual(
        expect.objectContaining({ id: designer.id, mfaEnabled: true }),
      );

      const self = await post(`/api/admin/users/${admin.id}/mfa/reset`, {}, adminSession.auth);
      expect(self.statusCode).toBe(403);
      expect((await post(`/api/admin/users/${designer.id}/mfa/reset`, {}, designerOwn.auth)).statusCode).toBe(403);
      expect(
        (await post('/api/admin/users/00000000-0000-4000-8000-000000000000/mfa/reset', {}, adminSession.auth))
          .statusCode,
      ).toBe(404);

      const before = new Date(Date.now() - 1000);
      expect((await post(`/api/admin/users/${designer.id}/mfa/reset`, {}, adminSession.auth)).statusCode).toBe(204);
      const records = await sql<{
        actor_id: string;
        action: string;
        target_id: string;
        created_at: string;
        details: Record<string, unknown>;
      }>('select actor_id, action, target_id, created_at, details from audit_record where target_id = ?', [
        designer.id,
      ]);
      expect(records).toEqual([
        {
          actor_id: admin.id,
          action: 'mfa.reset',
          target_id: designer.id,
          created_at: expect.any(String),
          details: expect.objectContaining({ totp: true, recoveryCodes: 10, passkeys: 0 }),
        },
      ]);
      expect(new Date(records[0].created_at).getTime()).toBeGreaterThan(before.getTime());
      expect(
        await sql(
          'select 1 from totp_factor where account_id = ? union all select 1 from recovery_code where account_id = ?',
          [designer.id, designer.id],
        ),
      ).toEqual([]);
      // Its sessions ended; the password alone signs it in again.
      expect((await get('/api/auth/me', designerOwn.auth)).statusCode).toBe(401);
      expect((await refresh(designerOwn.refreshCookie)).statusCode).toBe(401);
      expect((await passwordSignIn(designer)).json().mfaRequired).toBeUndefined();
      expect((await get('/api/admin/users', adminSession.auth)).json()).toContainEqual(
        expect.objectContaining({ id: designer.id, mfaEnabled: false }),
      );

      // A reset admin is led to set a factor up again.
      const other = await createUser(app, 'admin');
      await signIn(app, other);
      expect((await post(`/api/admin/users/${other.id}/mfa/reset`, {}, adminSession.auth)).statusCode).toBe(204);
      expect((await passwordSignIn(other)).json().user.mfa).toEqual({ enabled: false, setupRequired: true });
    });

    it('cannot manage factors while viewing as a client', async () => {
      const admin = await createUser(app, 'admin');
      const client = await createUser(app, 'client');
      const { auth } = await signIn(app, admin);
      const viewAs = { ...auth, 'x-view-as-client': client.id };
      expect((await get('/api/me/mfa', viewAs)).statusCode).toBe(403);
      expect((await post('/api/me/mfa/totp', {}, viewAs)).statusCode).toBe(403);
      expect((await post('/api/me/passkeys/options', {}, viewAs)).statusCode).toBe(403);
    });
  });

  describe('passkeys', () => {
    it('are registered with a real WebAuthn answer and sign in; another origin, a spent challenge and a replay are refused', async () => {
      const designer = await createUser(app, 'designer');
      const session = await plainSession(designer);
      const other = await plainSession(designer);
      const authenticator = new SoftwareAuthenticator(RP_ID);

      const options = await post('/api/me/passkeys/options', {}, session.auth);
      expect(options.statusCode).toBe(200);
      expect(options.json()).toMatchObject({
        rp: { id: RP_ID, name: 'ContentFlow' },
        user: { name: designer.email },
        challenge: expect.any(String),
        excludeCredentials: [],
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
        attestation: 'none',
      });
      const { challenge: creation } = options.json<{ challenge: string }>();

      // From another site, the answer does not register (and the challenge is spent).
      const foreign = await post(
        '/api/me/passkeys',
        { name: 'Fremd', response: authenticator.register(creation, 'http://localhost:4000') },
        session.auth,
      );
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toBe(TEXTS.passkeyNotRegistered);
      expect(
        (
          await post(
            '/api/me/passkeys',
            { name: 'Laptop', response: authenticator.register(creation, APP_URL) },
            session.auth,
          )
        ).json().message,
      ).toBe(TEXTS.passkeyNotRegistered);

      const fresh = (await post('/api/me/passkeys/options', {}, session.auth)).json<{ challenge: string }>().challenge;
      const registered = await post(
        '/api/me/passkeys',
        { name: '  Laptop  ', response: authenticator.register(fresh, APP_URL) },
        session.auth,
      );
      expect(registered.statusCode).toBe(201);
      expect(registered.json()).toEqual({
        id: expect.any(String),
        name: 'Laptop',
        createdAt: expect.any(String),
        lastUsedAt: null,
      });
      const passkeyId = registered.json().id;
      // Every other session ended.
      expect((await refresh(other.refreshCookie)).statusCode).toBe(401);
      const own = sessionOf(await refresh(session.refreshCookie));
      expect(own.refreshCookie).toBeTruthy();
      expect((await post('/api/me/passkeys/options', {}, own.auth)).json().excludeCredentials).toEqual([
        { id: authenticator.id, type: 'public-key', transports: ['internal'] },
      ]);

      // Sign-in: the passkey step.
      const { mfaToken, methods } = await challenge(designer);
      expect(methods).toEqual(['passkey']);
      const requestOptions = await post('/api/auth/passkey/options', { mfaToken });
      expect(requestOptions.statusCode).toBe(200);
      expect(requestOptions.json()).toMatchObject({
        rpId: RP_ID,
        userVerification: 'preferred',
        allowCredentials: [{ id: authenticator.id, type: 'public-key', transports: ['internal'] }],
      });

      // Signed on another origin: refused, and the challenge is spent.
      const wrongOrigin = await post('/api/auth/passkey/verify', {
        mfaToken,
        response: authenticator.authenticate(requestOptions.json().challenge, 'http://evil.example'),
      });
      expect(wrongOrigin.statusCode).toBe(401);
      expect(wrongOrigin.json()).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: TEXTS.passkeyFailed });
      expect(
        (
          await post('/api/auth/passkey/verify', {
            mfaToken,
            response: authenticator.authenticate(requestOptions.json().challenge, APP_URL),
          })
        ).statusCode,
      ).toBe(401);

      const next = (await post('/api/auth/passkey/options', { mfaToken })).json<{ challenge: string }>().challenge;
      const assertion = authenticator.authenticate(next, APP_URL);
      const signedIn = await post('/api/auth/passkey/verify', { mfaToken, response: assertion });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user).toMatchObject({ id: designer.id, mfa: { enabled: true, setupRequired: false } });
      expect(signedIn.cookies.cf_refresh.value).toBeTruthy();
      const passkeySession = sessionOf(signedIn);
      const [{ last_used_at, counter }] = await sql<{ last_used_at: string | null; counter: string }>(
        'select last_used_at, counter from passkey where id = ?',
        [passkeyId],
      );
      expect(last_used_at).not.toBeNull();
      expect(Number(counter)).toBe(3);

      // The same answer on a new sign-in: another challenge, refused.
      const replayToken = (await challenge(designer)).mfaToken;
      await post('/api/auth/passkey/options', { mfaToken: replayToken });
      expect(
        (await post('/api/auth/passkey/verify', { mfaToken: replayToken, response: assertion })).json().message,
      ).toBe(TEXTS.passkeyFailed);

      // Listed, and removed behind the current password; another account's is unknown.
      expect((await get('/api/me/mfa', passkeySession.auth)).json()).toEqual({
        totp: false,
        recoveryCodesLeft: 0,
        passkeys: [{ id: passkeyId, name: 'Laptop', createdAt: expect.any(String), lastUsedAt: expect.any(String) }],
        required: false,
      });
      const stranger = await plainSession(await createUser(app, 'client'));
      expect(
        (
          await app.request('DELETE', `/api/me/passkeys/${passkeyId}`, {
            headers: stranger.auth,
            payload: { currentPassword: TEST_PASSWORD },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await app.request('DELETE', `/api/me/passkeys/${passkeyId}`, {
            headers: passkeySession.auth,
            payload: { currentPassword: 'falsch-falsch' },
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await app.request('DELETE', `/api/me/passkeys/${passkeyId}`, {
            headers: passkeySession.auth,
            payload: { currentPassword: TEST_PASSWORD },
          })
        ).statusCode,
      ).toBe(204);
      expect((await passwordSignIn(designer)).json().mfaRequired).toBeUndefined();
    });

    it('checks the shape and size of the answer and the name', async () => {
      const { auth } = await plainSession(await createUser(app, 'designer'));
      const authenticator = new SoftwareAuthenticator(RP_ID);
      const challengeNow = async () =>
        (await post('/api/me/passkeys/options', {}, auth)).json<{ challenge: string }>().challenge;
      const valid = authenticator.register(await challengeNow(), APP_URL);
      const cases: [unknown, string][] = [
        [{ name: '', response: valid }, 'Bitte gib dem Passkey einen Namen'],
        [{ name: 'x'.repeat(101), response: valid }, 'Der Name darf höchstens 100 Zeichen lang sein'],
        [{ name: 'Laptop', response: 'kein Objekt' }, TEXTS.passkeyNotRegistered],
        [{ name: 'Laptop', response: { ...valid, id: 'x'.repeat(1401) } }, 'Die Antwort des Passkeys ist ungültig'],
        [
          {
            name: 'Laptop',
            response: { ...valid, response: { ...valid.response, attestationObject: 'x'.repeat(16_001) } },
          },
          'Die Antwort des Passkeys ist ungültig',
        ],
        [
          { name: 'Laptop', response: { ...valid, clientExtensionResults: { big: 'x'.repeat(2000) } } },
          'Die Antwort des Passkeys ist ungültig',
        ],
        [
          {
            name: 'Laptop',
            response: { ...valid, response: { ...valid.response, transports: Array(11).fill('usb') } },
          },
          'Die Antwort des Passkeys ist ungültig',
        ],
      ];
      for (const [payload, message] of cases) {
        const response = await post('/api/me/passkeys', payload, auth);
        expect({ message: response.json().message, status: response.statusCode }).toEqual({ message, status: 400 });
      }
      const tooLong = await post('/api/auth/passkey/verify', {
        mfaToken: 'x',
        response: {
          ...authenticator.authenticate('abc', APP_URL),
          response: { clientDataJSON: 'x', authenticatorData: 'x', signature: 'x'.repeat(2001) },
        },
      });
      expect(tooLong.statusCode).toBe(400);
      // What was valid all along still registers.
      expect(
        (
          await post(
            '/api/me/passkeys',
            { name: 'Laptop', response: authenticator.register(await challengeNow(), APP_URL) },
            auth,
          )
        ).statusCode,
      ).toBe(201);
    });
  });
});

describe('the demo seed', () => {
  /** An empty installation of this test's own: demo accounts are written into an empty database only. */
  const databaseUrl = ownDatabaseUrl('mfa_demo');
  let demo: TestApp;

  beforeAll(async () => {
    await dropDatabase(databaseUrl);
    // The test app migrates the first database it is given in this file only.
    await migrate(databaseUrl);
    ({ app: demo } = await createTestApp({ DATABASE_URL: databaseUrl }));
  });
  afterAll(async () => {
    await demo.close();
    await dropDatabase(databaseUrl);
  });

  it("sets the demo admin's app up with the public demo secret; the designer and the client have no factor", async () => {
    await inContext(demo, () => demo.get<Seeder>(Seeder).seed({ demo: true }));
    const signIn = (account: { email: string; password: string }) =>
      demo.request('POST', '/api/auth/sign-in', { payload: { email: account.email, password: account.password } });

    const { mfaToken, methods } = (await signIn(DEMO_ACCOUNTS.admin)).json();
    expect(methods).toEqual(['totp']);
    const admin = await demo.request('POST', '/api/auth/mfa/verify', {
      payload: { mfaToken, code: await generate({ secret: DEMO_ADMIN_TOTP_SECRET }) },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user).toMatchObject({
      email: DEMO_ACCOUNTS.admin.email,
      role: 'admin',
      mfa: { enabled: true, setupRequired: false },
    });
    expect(
      (
        await demo.request('GET', '/api/admin/users', {
          headers: { authorization: `Bearer ${admin.json().accessToken}` },
        })
      ).statusCode,
    ).toBe(200);

    for (const account of [DEMO_ACCOUNTS.designer, DEMO_ACCOUNTS.client]) {
      const answer = await signIn(account);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().user.mfa).toEqual({ enabled: false, setupRequired: false });
    }
  });
});
