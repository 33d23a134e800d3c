import { dropDatabase, ownDatabaseUrl } from './databases.js';
import { inContext } from './factories.js';
import { createTestApp, uniqueEmail, type TestApp } from './test-app.js';

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
  const createAdmin = (email: string, password = 'erster-admin-1') =>
    app.request('POST', '/api/setup/admin', { payload: { name: 'Erste Admin', email, password } });

  it('leads a new installation to the setup, creates exactly one admin of two racing requests, and is gone for good', async () => {
    expect(await status()).toEqual({ needed: true });

    const invalid = await app.request('POST', '/api/setup/admin', { payload: { name: '', email: 'keine-mail', password: '123' } });
    expect(invalid.statusCode).toBe(400);
    expect(await status()).toEqual({ needed: true });

    const [first, second] = [uniqueEmail('admin'), uniqueEmail('admin')];
    const answers = await Promise.all([createAdmin(first), createAdmin(second)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const created = answers.find((answer) => answer.statusCode === 201)!;
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(created.json().user).toMatchObject({ role: 'admin', name: 'Erste Admin' });
    expect(refused.json()).toEqual({ statusCode: 409, code: 'ALREADY_SET_UP', message: 'ContentFlow ist bereits eingerichtet. Bitte melde dich an.' });

    expect(await status()).toEqual({ needed: false });
    expect((await createAdmin(uniqueEmail('spaeter'))).statusCode).toBe(409);

    const signIn = await app.request('POST', '/api/auth/sign-in', { payload: { email: created.json().user.email, password: 'erster-admin-1' } });
    expect(signIn.statusCode).toBe(200);
    const stats = await app.request('GET', '/api/admin/stats', { headers: { authorization: `Bearer ${signIn.json().accessToken}` } });
    expect(stats.statusCode).toBe(200);
    const admins = await inContext(app, (em) => em.getConnection().execute(`select count(*)::int as n from user_role where role = 'admin'`));
    expect(admins).toEqual([{ n: 1 }]);
  });
});
