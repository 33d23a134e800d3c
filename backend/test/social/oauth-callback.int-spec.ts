import type { Redis } from 'ioredis';
import { ClientMember } from '../../src/accounts/index.js';
import { REDIS } from '../../src/queues/index.js';
import { OAuthAttempts } from '../../src/social/oauth-attempts.js';
import { createSignedIn, inContext } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Issue 38: the connect flow's callback against the attempts in the real Redis. */
describe('a network’s OAuth callback', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await createTestApp());
  });
  afterAll(() => app.close());

  const begin = (clientId: string, userId: string) =>
    app
      .get<OAuthAttempts>(OAuthAttempts)
      .begin({ clientId, network: 'instagram', userId, returnTo: '/client/social-media' });
  const callback = (state: string, nonce?: string) =>
    app.request(
      'GET',
      `/api/social/callback/instagram?code=code-from-the-network&state=${state}`,
      nonce ? { headers: { cookie: `cf_social_oauth=${nonce}` } } : {},
    );
  const errorOf = (answer: { statusCode: number; headers: Headers }) => {
    expect(answer.statusCode).toBe(303);
    return new URL(answer.headers.get('location') ?? '', 'http://x').searchParams.get('error');
  };

  it('keeps the attempt for its browser when a callback without the nonce, or with a wrong one, comes first', async () => {
    const owner = await createSignedIn(app, 'client');
    const { state, browserNonce } = await begin(owner.id, owner.id);
    expect(errorOf(await callback(state))).toBe('expired');
    // The same length, its last character another (a random nonce may end in «A» itself).
    const wrongNonce = `${browserNonce.slice(0, -1)}${browserNonce.endsWith('A') ? 'B' : 'A'}`;
    expect(errorOf(await callback(state, wrongNonce))).toBe('expired');
    expect(errorOf(await callback(state, 'kurz'))).toBe('expired');
    // The right browser still gets past the state: the network is asked (here: it refuses the made-up code).
    expect(errorOf(await callback(state, browserNonce))).not.toBe('expired');
    // Spent now.
    expect(errorOf(await callback(state, browserNonce))).toBe('expired');
  });

  it('connects nothing for an owner who was demoted or removed meanwhile', async () => {
    const owner = await createSignedIn(app, 'client');
    const demoted = await begin(owner.id, owner.id);
    await inContext(app, (em) => em.nativeUpdate(ClientMember, { user: owner.id }, { role: 'approver' }));
    expect(errorOf(await callback(demoted.state, demoted.browserNonce))).toBe('forbidden');

    const removed = await begin(owner.id, owner.id);
    await inContext(app, (em) => em.nativeDelete(ClientMember, { user: owner.id }));
    expect(errorOf(await callback(removed.state, removed.browserNonce))).toBe('forbidden');

    // An admin stays allowed for any company.
    const admin = await createSignedIn(app, 'admin');
    const byAdmin = await begin(owner.id, admin.id);
    expect(errorOf(await callback(byAdmin.state, byAdmin.browserNonce))).not.toBe('forbidden');
  });

  it('keeps the verifier and the nonce sealed in Redis', async () => {
    const owner = await createSignedIn(app, 'client');
    const { verifier, browserNonce } = await begin(owner.id, owner.id);
    const redis = app.get<Redis>(REDIS);
    const keys = await redis.keys('social:oauth:*');
    const stored = (await Promise.all(keys.map((key) => redis.get(key)))).join('\n');
    expect(stored).not.toContain(verifier);
    expect(stored).not.toContain(browserNonce);
    expect(stored).not.toContain(owner.id);
  });
});
