import { dropDatabase, ownDatabaseUrl } from '../databases.js';
import { createUser, ensurePlans, signIn, subscribe } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * The admin's totals count every account of the installation, so this file has a database of its
 * own: other files creating clients at the same time would change the counts between two reads.
 */
const databaseUrl = ownDatabaseUrl('admin_stats');

describe('admin stats', () => {
  let app: TestApp;
  let adminAuth: Record<string, string>;

  beforeAll(async () => {
    await dropDatabase(databaseUrl);
    ({ app } = await createTestApp({ DATABASE_URL: databaseUrl }));
    adminAuth = (await signIn(app, await createUser(app, 'admin'))).auth;
  });
  afterAll(async () => {
    await app.close();
    await dropDatabase(databaseUrl);
  });

  it('counts active clients and designers and sums the MRR of active subscriptions', async () => {
    const before = (await app.request('GET', '/api/admin/stats', { headers: adminAuth })).json();
    const [, business] = await ensurePlans(app);
    const newClient = await createUser(app, 'client');
    await createUser(app, 'designer');
    await subscribe(app, newClient.id, business);
    const after = (await app.request('GET', '/api/admin/stats', { headers: adminAuth })).json();
    expect(after.activeClients).toBe(before.activeClients + 1);
    expect(after.designers).toBe(before.designers + 1);
    expect(after.mrr).toBeCloseTo(before.mrr + 590, 2);
  });

  it('counts a subscription whose payment Stripe is still collecting, not a trial that pays nothing yet', async () => {
    const before = (await app.request('GET', '/api/admin/stats', { headers: adminAuth })).json();
    const [starter, business] = await ensurePlans(app);
    await subscribe(app, (await createUser(app, 'client')).id, business, 'past_due');
    await subscribe(app, (await createUser(app, 'client')).id, starter, 'trialing');
    const after = (await app.request('GET', '/api/admin/stats', { headers: adminAuth })).json();
    expect(after.activeClients).toBe(before.activeClients + 2);
    expect(after.mrr).toBeCloseTo(before.mrr + 590, 2);
  });
});
