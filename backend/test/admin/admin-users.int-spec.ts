import { assertAnotherAdminRemains } from '../../src/admin/account-guards.js';
import { createUser, inContext, signIn, TEST_PASSWORD } from '../factories.js';
import { createTestApp, uniqueEmail, type TestApp } from '../test-app.js';

describe('admin: users', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>> & { auth: Record<string, string> };

  beforeAll(async () => {
    ({ app } = await createTestApp());
    const user = await createUser(app, 'admin', 'Ada Admin');
    admin = { ...user, auth: (await signIn(app, user)).auth };
  });
  afterAll(() => app.close());

  const call = (method: string, path: string, payload?: unknown, headers = admin.auth) =>
    app.request(method, path, { headers, payload });

  it('lists, creates, renames, changes the role of and deletes a user', async () => {
    const email = uniqueEmail('neu');
    const created = await call('POST', '/api/admin/users', {
      name: '  Nina Neu ',
      email,
      password: 'Sonnen-Blumen-Feld-42',
      role: 'designer',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;

    const list = await call('GET', '/api/admin/users');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({
      id,
      name: 'Nina Neu',
      email,
      role: 'designer',
      status: 'active',
      createdAt: expect.any(String),
      mfaEnabled: false,
    });

    const renamed = await call('PATCH', `/api/admin/users/${id}`, { name: 'Nina Neumann', role: 'admin' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Nina Neumann', role: 'admin', status: 'active' });

    expect((await call('DELETE', `/api/admin/users/${id}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/admin/users')).json().map((u: { id: string }) => u.id)).not.toContain(id);
    expect((await call('DELETE', `/api/admin/users/${id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/admin/users/${id}`, { name: 'X' })).statusCode).toBe(404);
    // The e-mail is free again.
    expect(
      (
        await call('POST', '/api/admin/users', {
          name: 'Nina',
          email,
          password: 'Sonnen-Blumen-Feld-42',
          role: 'client',
        })
      ).statusCode,
    ).toBe(201);
  });

  it.each([
    [
      { email: uniqueEmail(), password: 'Sonnen-Blumen-Feld-42', role: 'client' },
      'Bitte alle Felder ausfüllen',
      'name',
    ],
    [{ name: 'A', password: 'Sonnen-Blumen-Feld-42' }, 'Bitte alle Felder ausfüllen', 'email'],
    [{ name: 'A', email: uniqueEmail() }, 'Bitte alle Felder ausfüllen', 'password'],
    [
      { name: 'A', email: uniqueEmail(), password: '12345' },
      'Das Passwort muss mindestens 10 Zeichen lang sein',
      'password',
    ],
    [
      { name: 'A', email: uniqueEmail(), password: 'qwertzuiop' },
      'Dieses Passwort ist zu leicht zu erraten: Gerade Linien von Tasten auf der Tastatur sind leicht zu erraten. Wähle eine längere Passphrase aus mehreren Wörtern.',
      'password',
    ],
    [
      { name: 'A', email: 'keine-adresse', password: 'Sonnen-Blumen-Feld-42' },
      'Bitte gib eine gültige E-Mail-Adresse ein',
      'email',
    ],
    [{ name: 'A', email: uniqueEmail(), password: 'Sonnen-Blumen-Feld-42', role: 'chef' }, 'Unbekannte Rolle', 'role'],
    [
      { name: 'x'.repeat(201), email: uniqueEmail(), password: 'Sonnen-Blumen-Feld-42' },
      'Der Name darf höchstens 200 Zeichen lang sein',
      'name',
    ],
  ])('refuses creating %j: %s', async (payload, message, field) => {
    const response = await call('POST', '/api/admin/users', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message,
      errors: expect.arrayContaining([{ field, message }]),
    });
  });

  it.each([
    [{ name: '   ' }, 'Name darf nicht leer sein'],
    [{ name: '' }, 'Name darf nicht leer sein'],
    [{ name: 'x'.repeat(201) }, 'Der Name darf höchstens 200 Zeichen lang sein'],
    [{ role: 'chef' }, 'Unbekannte Rolle'],
    [{ status: 'weg' }, 'Unbekannter Status'],
  ])('refuses the edit %j: %s', async (payload, message) => {
    const user = await createUser(app, 'client');
    const response = await call('PATCH', `/api/admin/users/${user.id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message });
  });

  it('refuses a duplicate e-mail with 409', async () => {
    const user = await createUser(app, 'client');
    const response = await call('POST', '/api/admin/users', {
      name: 'Doppelt',
      email: user.email.toUpperCase(),
      password: 'Sonnen-Blumen-Feld-42',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Diese E-Mail-Adresse ist bereits registriert',
    });
  });

  it('refuses an admin deleting, demoting or deactivating itself', async () => {
    const self = `/api/admin/users/${admin.id}`;
    expect((await call('DELETE', self)).json()).toMatchObject({
      statusCode: 403,
      message: 'Du kannst dein eigenes Konto nicht löschen',
    });
    expect((await call('PATCH', self, { role: 'client' })).json()).toMatchObject({
      statusCode: 403,
      message: 'Du kannst dir die Administratorrolle nicht selbst entziehen',
    });
    expect((await call('PATCH', self, { status: 'inactive' })).json()).toMatchObject({
      statusCode: 403,
      message: 'Du kannst dein eigenes Konto nicht deaktivieren',
    });
    // Renaming itself is fine, and so is "changing" to the role it has.
    expect((await call('PATCH', self, { name: 'Ada A.', role: 'admin', status: 'active' })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/users')).statusCode).toBe(200);
  });

  it('keeps the last active admin: the check refuses when no other admin would remain', async () => {
    const other = await createUser(app, 'admin');
    const outcome = await inContext(app, (em) =>
      em
        .transactional(async (tx) => {
          // Every other admin inactive, inside a transaction that is rolled back.
          await tx.execute(
            `update profile set status = 'inactive' where id in (select user_id from user_role where role = 'admin') and id <> ?`,
            [admin.id],
          );
          const alone = await assertAnotherAdminRemains(tx, admin.id).catch((error: unknown) => error);
          await tx.execute(`update profile set status = 'active' where id = ?`, [other.id]);
          const withOther = await assertAnotherAdminRemains(tx, admin.id).catch((error: unknown) => error);
          throw Object.assign(new Error('rollback'), { alone, withOther });
        })
        .catch((error: { alone: unknown; withOther: unknown }) => error),
    );
    expect(outcome.alone).toMatchObject({
      statusCode: 409,
      code: 'LAST_ADMIN',
      message: 'Der letzte Administrator kann nicht gelöscht, herabgestuft oder deaktiviert werden',
    });
    expect(outcome.withOther).toBeUndefined();
  });

  it('two admins demoting each other at once: the changes take turns, and nothing fails', async () => {
    const [a, b] = await Promise.all([createUser(app, 'admin'), createUser(app, 'admin')]);
    const [sa, sb] = await Promise.all([signIn(app, a), signIn(app, b)]);
    const results = await Promise.all([
      call('PATCH', `/api/admin/users/${b.id}`, { role: 'client' }, sa.auth),
      call('PATCH', `/api/admin/users/${a.id}`, { role: 'client' }, sb.auth),
    ]);
    // Other admins remain, so both may go through; a request checked after the other's commit
    // comes from an account that is no admin any more (401: its session ended).
    const codes = results.map((r) => r.statusCode);
    expect(codes.every((code) => code === 200 || code === 401)).toBe(true);
    expect(codes).toContain(200);
  });

  describe("ends the account's sessions at once", () => {
    async function signedInUser(role: 'client' | 'designer') {
      const user = await createUser(app, role);
      const session = await signIn(app, user);
      expect((await app.request('GET', '/api/auth/me', { headers: session.auth })).statusCode).toBe(200);
      return { user, session };
    }
    const stillIn = async (session: Awaited<ReturnType<typeof signIn>>) => ({
      access: (await app.request('GET', '/api/auth/me', { headers: session.auth })).statusCode,
      refresh: (
        await app.request('POST', '/api/auth/refresh', {
          cookies: { cf_refresh: session.refreshCookie },
          headers: { origin: app.baseUrl },
        })
      ).statusCode,
    });

    it('on a role change', async () => {
      const { user, session } = await signedInUser('designer');
      expect((await call('PATCH', `/api/admin/users/${user.id}`, { role: 'client' })).statusCode).toBe(200);
      expect(await stillIn(session)).toEqual({ access: 401, refresh: 401 });
      // Signing in again gives a session of the new role.
      expect((await signIn(app, user)).accessToken).toBeTruthy();
    });

    it('on a deactivation, and the account cannot sign in until it is active again', async () => {
      const { user, session } = await signedInUser('designer');
      expect((await call('PATCH', `/api/admin/users/${user.id}`, { status: 'inactive' })).json()).toMatchObject({
        status: 'inactive',
      });
      expect(await stillIn(session)).toEqual({ access: 401, refresh: 401 });
      const refused = await app.request('POST', '/api/auth/sign-in', {
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(refused.json()).toMatchObject({
        statusCode: 403,
        message: 'Dein Konto ist deaktiviert. Bitte wende dich an den Administrator.',
      });
      expect((await call('PATCH', `/api/admin/users/${user.id}`, { status: 'active' })).statusCode).toBe(200);
      // The old session stays ended; a new sign-in works.
      expect((await stillIn(session)).access).toBe(401);
      await signIn(app, user);
    });

    it('on a deletion', async () => {
      const { user, session } = await signedInUser('designer');
      expect((await call('DELETE', `/api/admin/users/${user.id}`)).statusCode).toBe(204);
      expect(await stillIn(session)).toEqual({ access: 401, refresh: 401 });
      expect(
        (await app.request('POST', '/api/auth/sign-in', { payload: { email: user.email, password: TEST_PASSWORD } }))
          .statusCode,
      ).toBe(401);
    });

    it('but a rename leaves them alone', async () => {
      const { user, session } = await signedInUser('client');
      expect((await call('PATCH', `/api/admin/users/${user.id}`, { name: 'Neuer Name' })).statusCode).toBe(200);
      expect((await app.request('GET', '/api/auth/me', { headers: session.auth })).statusCode).toBe(200);
    });
  });
});
