import { form, PNG } from '../files.js';
import { cast, createProject, type Cast } from '../projects-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { waitUntil } from '../wait-until.js';

/** Findings of the third security review that have no area spec of their own. */
describe('the request log', () => {
  let app: TestApp;
  let people: Cast;
  const lines: string[] = [];

  beforeAll(async () => {
    ({ app } = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    ));
    people = await cast(app);
  });
  afterAll(() => app.close());

  /** The logged URLs of the requests answered so far. */
  const loggedUrls = () =>
    lines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
  const signatureOf = (url: string) => new URL(url, app.baseUrl).searchParams.get('s')!;

  it('writes signed file and export links and set-password tokens without their credential, other queries whole', async () => {
    const { id } = await createProject(app, people.client.auth);
    const uploaded = await app.request('POST', `/api/projects/${id}/attachments`, {
      headers: people.client.auth,
      form: form([{ name: 'referenz.png', bytes: PNG }]),
    });
    expect(uploaded.statusCode).toBe(201);
    const fileUrl = uploaded.json<{ fileUrl: string }[]>()[0].fileUrl;
    const { recordUrl } = (await app.request('GET', `/api/projects/${id}`, { headers: people.client.auth })).json<{
      downloads: { recordUrl: string };
    }>().downloads;
    const token = 'setz-token-0123456789abcdefghijklmnopqrstuvwxyz';

    expect((await app.request('GET', fileUrl)).statusCode).toBe(200);
    expect((await app.request('GET', recordUrl)).statusCode).toBe(200);
    const zipSignature = 'Z'.repeat(43);
    expect(
      (await app.request('GET', `/api/projects/${id}/finals.zip?e=4102444800&n=x.zip&download=1&s=${zipSignature}`))
        .statusCode,
    ).toBe(403);
    await app.request('GET', `/passwort-setzen?token=${token}`);
    const oauthCode = 'oauth-code-0123456789abcdefghijklmnop';
    await app.request('GET', `/api/social/callback/instagram?code=${oauthCode}&state=oauth-state-0123456789`);
    await app.request('GET', '/api/projects?page=1&pageSize=5', { headers: people.client.auth });

    const urls = await waitUntil('the logged requests', () => {
      const seen = loggedUrls();
      return seen.includes('/api/projects?page=1&pageSize=5') && seen;
    });
    // The export links by their path only; a query without a credential stays whole.
    expect(urls).toEqual(expect.arrayContaining([recordUrl.split('?')[0], `/api/projects/${id}/finals.zip`]));
    const log = lines.join('');
    for (const secret of [
      signatureOf(fileUrl),
      signatureOf(recordUrl),
      zipSignature,
      token,
      oauthCode,
      'oauth-state-0123456789',
    ])
      expect(log).not.toContain(secret);
    expect(urls).toContain('/api/social/callback/instagram');
  });
});
