import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import { JwtService } from '@nestjs/jwt';
import { createUser, ensureSecondFactor, inContext, signIn, TEST_PASSWORD } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * Every string in the repository that stands on a line mentioning a secret, plus the development
 * secret the API used to fall back on: none of them may sign a token the API accepts.
 */
function secretsInTheRepository(): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(
      (file) =>
        /\.(ts|tsx|mjs|cjs|js|json|ya?ml|md|env|sh)$|Dockerfile$|\/run$/.test(file) &&
        !file.endsWith('package-lock.json'),
    );
  const found = new Set<string>(['local-development-secret-not-for-production-use']);
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(join(ROOT, file), 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      if (!/secret/i.test(line)) continue;
      for (const match of line.matchAll(/['"`]([^'"`\s]{8,})['"`]|[=:]\s*([^\s'"`,;)]{8,})/g))
        found.add(match[1] ?? match[2]);
    }
  }
  return [...found];
}

describe('sessions that end when they should', () => {
  let app: TestApp;
  const refresh = (cookie: string, headers: Record<string, string> = {}) =>
    app.request('POST', '/api/auth/refresh', { cookies: { cf_refresh: cookie }, headers });
  const me = (auth: Record<string, string>) => app.request('GET', '/api/auth/me', { headers: auth });
  const sql = (query: string, params: unknown[]) => inContext(app, (em) => em.getConnection().execute(query, params));

  beforeAll(async () => {
    ({ app } = await createTestApp());
  });
  afterAll(() => app.close());

  describe('forged tokens', () => {
    it('refuses a token signed with any secret found in the repository, and accepts one signed with the installation secret', async () => {
      const admin = await createUser(app, 'admin');
      // An admin's token counts only once the admin has a second factor.
      await ensureSecondFactor(app, admin.email);
      const candidates = secretsInTheRepository();
      expect(candidates.length).toBeGreaterThan(1);
      for (const secret of candidates) {
        const token = await new JwtService({ secret }).signAsync(
          { role: 'admin', sv: 0 },
          { subject: admin.id, expiresIn: 600 },
        );
        const response = await app.request('GET', '/api/admin/stats', {
          headers: { authorization: `Bearer ${token}` },
        });
        expect({ secret, status: response.statusCode }).toEqual({ secret, status: 401 });
      }
      const genuine = await app
        .get<JwtService>(JwtService)
        .signAsync({ role: 'admin', sv: 0 }, { subject: admin.id, expiresIn: 600 });
      expect(
        (await app.request('GET', '/api/admin/stats', { headers: { authorization: `Bearer ${genuine}` } })).statusCode,
      ).toBe(200);
    });

    it('looks the account up: a validly signed token for an unknown id, another role or an old session version counts for nothing', async () => {
      const client = await createUser(app, 'client');
      const jwt = app.get<JwtService>(JwtService);
      const sign = (sub: string, role: string, sv: number) =>
        jwt.signAsync({ role, sv }, { subject: sub, expiresIn: 600 });
      const cases = [
        await sign('6f1c2f1e-7a0e-4c53-9d7e-1a2b3c4d5e6f', 'admin', 0),
        await sign(client.id, 'admin', 0),
        await sign(client.id, 'client', 1),
        await sign('nicht-eine-uuid', 'admin', 0),
      ];
      for (const token of cases) {
        const response = await app.request('GET', '/api/admin/stats', {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode).toBe(401);
      }
      expect((await me({ authorization: `Bearer ${await sign(client.id, 'client', 0)}` })).statusCode).toBe(200);
    });
  });

  describe('access tokens end at once', () => {
    it('after sign-out', async () => {
      const user = await createUser(app, 'client');
      const session = await signIn(app, user);
      expect((await me(session.auth)).statusCode).toBe(200);
      expect(
        (await app.request('POST', '/api/auth/sign-out', { cookies: { cf_refresh: session.refreshCookie } }))
          .statusCode,
      ).toBe(204);
      expect((await me(session.auth)).statusCode).toBe(401);
    });

    it('after sign-out with the access token alone (an API client), on every API process, and its refresh token with it', async () => {
      // Issue 38: this answered 204 and the token kept working for its 15 minutes.
      const { app: second } = await createTestApp();
      try {
        const user = await createUser(app, 'client');
        const session = await signIn(app, user);
        const other = await signIn(app, user);
        expect((await me(session.auth)).statusCode).toBe(200);
        expect((await second.request('GET', '/api/auth/me', { headers: session.auth })).statusCode).toBe(200);
        expect((await second.request('POST', '/api/auth/sign-out', { headers: session.auth })).statusCode).toBe(204);
        expect((await me(session.auth)).statusCode).toBe(401);
        expect((await second.request('GET', '/api/auth/me', { headers: session.auth })).statusCode).toBe(401);
        // The session's refresh token is revoked; another device renews silently.
        expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
        expect((await refresh(other.refreshCookie)).statusCode).toBe(200);
      } finally {
        await second.close();
      }
    });

    it('after a password change, while the changing session renews itself and the others must sign in again', async () => {
      const user = await createUser(app, 'designer');
      const victim = await signIn(app, user);
      const thief = await signIn(app, user);
      const change = await app.request('POST', '/api/auth/password', {
        headers: victim.auth,
        cookies: { cf_refresh: victim.refreshCookie },
        payload: { currentPassword: TEST_PASSWORD, password: 'ganz-neu-123' },
      });
      expect(change.statusCode).toBe(204);
      expect((await me(thief.auth)).statusCode).toBe(401);
      expect((await me(victim.auth)).statusCode).toBe(401);
      expect((await refresh(thief.refreshCookie)).statusCode).toBe(401);
      const renewed = await refresh(victim.refreshCookie);
      expect(renewed.statusCode).toBe(200);
      expect((await me({ authorization: `Bearer ${renewed.json().accessToken}` })).statusCode).toBe(200);
    });

    it('after a refresh token is used twice', async () => {
      const user = await createUser(app, 'client');
      const session = await signIn(app, user);
      expect((await refresh(session.refreshCookie)).statusCode).toBe(200);
      expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
      expect((await me(session.auth)).statusCode).toBe(401);
    });

    it('when the account is deactivated, loses its role or is deleted', async () => {
      const [inactive, demoted, deleted] = [
        await createUser(app, 'client'),
        await createUser(app, 'admin'),
        await createUser(app, 'designer'),
      ];
      const sessions = [await signIn(app, inactive), await signIn(app, demoted), await signIn(app, deleted)];
      await sql(`update profile set status = 'inactive' where id = ?`, [inactive.id]);
      await sql(`update user_role set role = 'client' where user_id = ?`, [demoted.id]);
      await sql(`delete from account where id = ?`, [deleted.id]);
      for (const session of sessions) expect((await me(session.auth)).statusCode).toBe(401);
      expect((await refresh(sessions[0].refreshCookie)).statusCode).toBe(401);
    });
  });

  describe('changing the password or the e-mail asks for the current password', () => {
    it('refuses a password change without or with a wrong current password, and changes nothing', async () => {
      const user = await createUser(app, 'client');
      const { auth } = await signIn(app, user);
      const missing = await app.request('POST', '/api/auth/password', {
        headers: auth,
        payload: { password: 'uebernommen-1' },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([
        { field: 'currentPassword', message: 'Bitte gib dein aktuelles Passwort ein' },
      ]);
      const wrong = await app.request('POST', '/api/auth/password', {
        headers: auth,
        payload: { currentPassword: 'geraten-123', password: 'uebernommen-1' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'VALIDATION', message: 'Das aktuelle Passwort ist nicht korrekt' });
      expect((await me(auth)).statusCode).toBe(200);
      await signIn(app, user);
    });

    it('refuses an e-mail change without the current password, takes a name change without it', async () => {
      const user = await createUser(app, 'client');
      const { auth } = await signIn(app, user);
      const stolen = await app.request('PATCH', '/api/me/profile', {
        headers: auth,
        payload: { email: 'dieb@example.ch' },
      });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json().errors).toEqual([
        { field: 'currentPassword', message: 'Bitte gib dein aktuelles Passwort ein' },
      ]);
      const guessed = await app.request('PATCH', '/api/me/profile', {
        headers: auth,
        payload: { email: 'dieb@example.ch', currentPassword: 'falsch-123' },
      });
      expect(guessed.statusCode).toBe(400);
      const renamed = await app.request('PATCH', '/api/me/profile', {
        headers: auth,
        payload: { name: 'Neuer Name', email: user.email.toUpperCase() },
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Neuer Name', email: user.email });
      const moved = `neu-${user.email}`;
      const changed = await app.request('PATCH', '/api/me/profile', {
        headers: auth,
        payload: { email: moved, currentPassword: TEST_PASSWORD },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().email).toBe(moved);
    });

    it('counts wrong current passwords like failed sign-ins, so a copied token cannot guess its way through', async () => {
      const user = await createUser(app, 'client');
      const { auth } = await signIn(app, user);
      const ip = '2001:db8:ffff::77';
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const guess = await app.request('POST', '/api/auth/password', {
          headers: auth,
          ip,
          payload: { currentPassword: `rate-${i}-xyz`, password: 'uebernommen-1' },
        });
        statuses.push(guess.statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    });

    it('refuses a password change while an admin views as a client', async () => {
      const [admin, client] = [await createUser(app, 'admin'), await createUser(app, 'client')];
      const { auth } = await signIn(app, admin);
      const response = await app.request('POST', '/api/auth/password', {
        headers: { ...auth, 'x-view-as-client': client.id },
        payload: { currentPassword: TEST_PASSWORD, password: 'kunde-neu-1' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('In der Kundenansicht nicht möglich');
    });

    it("refuses an e-mail change while an admin views as a client, and still takes the client's name", async () => {
      const [admin, client] = [await createUser(app, 'admin'), await createUser(app, 'client')];
      const { auth } = await signIn(app, admin);
      const asClient = { ...auth, 'x-view-as-client': client.id };
      const taken = await app.request('PATCH', '/api/me/profile', {
        headers: asClient,
        payload: { email: `uebernommen-${client.email}`, currentPassword: TEST_PASSWORD },
      });
      expect(taken.statusCode).toBe(403);
      expect(taken.json()).toMatchObject({ code: 'FORBIDDEN', message: 'In der Kundenansicht nicht möglich' });
      // The name may be edited as today; the e-mail sent along unchanged is no change.
      const renamed = await app.request('PATCH', '/api/me/profile', {
        headers: asClient,
        payload: { name: 'Kunde Neu', email: client.email },
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Kunde Neu', email: client.email });
      // The client still signs in with its own e-mail.
      await signIn(app, client);
    });
  });

  describe('refresh sessions', () => {
    it('end 30 days after the sign-in, however often they were renewed', async () => {
      const user = await createUser(app, 'client');
      const session = await signIn(app, user);
      const almostMonth = new Date(Date.now() - 30 * 86_400_000 + 3_600_000);
      await sql(`update refresh_token set session_started_at = ? where account_id = ?`, [almostMonth, user.id]);
      const renewed = await refresh(session.refreshCookie);
      expect(renewed.statusCode).toBe(200);
      const expires = Date.parse(/Expires=([^;]+)/i.exec(renewed.cookies.cf_refresh.attributes)![1]);
      expect(expires).toBeLessThanOrEqual(almostMonth.getTime() + 30 * 86_400_000 + 1000);
      const stored = await inContext(app, (em: EntityManager) =>
        em
          .getConnection()
          .execute<{ expires_at: Date }[]>(
            `select expires_at from refresh_token where account_id = ? and used_at is null`,
            [user.id],
          ),
      );
      expect(new Date(stored[0].expires_at).getTime()).toBeLessThan(Date.now() + 2 * 3_600_000);

      await sql(`update refresh_token set expires_at = now() - interval '1 second' where account_id = ?`, [user.id]);
      expect((await refresh(renewed.cookies.cf_refresh.value)).statusCode).toBe(401);
    });
  });

  describe('another site cannot end or renew a session', () => {
    it('refuses sign-out and refresh from a foreign origin, and keeps the session', async () => {
      const user = await createUser(app, 'client');
      const session = await signIn(app, user);
      const foreign: Record<string, string>[] = [
        { origin: 'https://boese.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of foreign) {
        const signOut = await app.request('POST', '/api/auth/sign-out', {
          cookies: { cf_refresh: session.refreshCookie },
          headers,
        });
        expect(signOut.statusCode).toBe(403);
        expect(signOut.cookies.cf_refresh).toBeUndefined();
        expect((await refresh(session.refreshCookie, headers)).statusCode).toBe(403);
      }
      expect((await me(session.auth)).statusCode).toBe(200);
      const ownOrigin = new URL(app.baseUrl).origin;
      const renewed = await refresh(session.refreshCookie, { origin: ownOrigin, 'sec-fetch-site': 'same-origin' });
      expect(renewed.statusCode).toBe(200);
      const signOut = await app.request('POST', '/api/auth/sign-out', {
        cookies: { cf_refresh: renewed.cookies.cf_refresh.value },
        headers: { origin: ownOrigin },
      });
      expect(signOut.statusCode).toBe(204);
    });
  });
});
