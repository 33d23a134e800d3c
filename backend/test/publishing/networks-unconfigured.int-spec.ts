import { cast, type Cast } from '../projects-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * An installation without any network's app (no META_*, LINKEDIN_*, TIKTOK_* settings): the
 * calendar works, and the connect buttons learn what is missing instead of a dead end.
 */
describe('publishing without a configured network', () => {
  let app: TestApp;
  let people: Cast;

  beforeAll(async () => {
    ({ app } = await createTestApp({
      META_APP_ID: '',
      META_APP_SECRET: '',
      LINKEDIN_CLIENT_ID: '',
      LINKEDIN_CLIENT_SECRET: '',
      TIKTOK_CLIENT_KEY: '',
      TIKTOK_CLIENT_SECRET: '',
    }));
    people = await cast(app);
  });
  afterAll(() => app?.close());

  it('names each network unavailable with the settings it lacks', async () => {
    const answer = await app.request('GET', '/api/social/networks', { headers: people.client.auth });
    expect(answer.json()).toEqual([
      { network: 'instagram', available: false, missing: ['META_APP_ID', 'META_APP_SECRET'] },
      { network: 'facebook', available: false, missing: ['META_APP_ID', 'META_APP_SECRET'] },
      { network: 'linkedin', available: false, missing: ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'] },
      { network: 'tiktok', available: false, missing: ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'] },
    ]);
    expect((await app.request('GET', '/api/social/networks')).statusCode).toBe(401);
  });

  it('refuses to connect, saying what the agency must set, and the calendar still works', async () => {
    const refused = await app.request('POST', `/api/clients/${people.client.id}/social-accounts/linkedin/connect`, {
      headers: people.client.auth,
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      code: 'NETWORK_NOT_CONFIGURED',
      message:
        'LinkedIn ist noch nicht eingerichtet: Die Agentur muss LINKEDIN_CLIENT_ID und LINKEDIN_CLIENT_SECRET hinterlegen.',
    });
    expect(
      (
        await app.request('GET', `/api/clients/${people.client.id}/social-accounts`, { headers: people.client.auth })
      ).json(),
    ).toEqual([]);
    expect(
      (
        await app.request('GET', `/api/clients/${people.client.id}/calendar?from=2026-11-01&to=2026-11-30`, {
          headers: people.client.auth,
        })
      ).statusCode,
    ).toBe(200);
  });
});
