import { request as httpRequest } from 'node:http';
import { createTestApp, type TestApp } from '../test-app.js';
import { waitUntil } from '../wait-until.js';

/** Sends the path exactly as written (fetch would resolve dot segments and backslashes first). */
function rawGet(app: TestApp, path: string): Promise<number> {
  const { hostname, port } = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ hostname, port, path, method: 'GET', headers: { connection: 'close' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** Findings of the fourth security review (issue 38) that have no area spec of their own. */
describe('the request log, whatever the spelling of a path', () => {
  let app: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    ({ app } = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } }));
  });
  afterAll(() => app.close());

  const loggedUrls = () => lines.map((line) => JSON.parse(line) as { req?: { url?: string } }).flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));

  it('writes no guest token, OAuth code or state, whichever way the path is spelled', async () => {
    const token = 'gasttoken0123456789abcdefghijklmnopqrstuvw';
    const spellings = [
      `/api/guest/${token}`,
      `/api/%67uest/${token}`,
      `/api/%2567uest/${token}`,
      `/api//guest/${token}`,
      `//api/guest/${token}/comments`,
      `/API/guest/${token}`,
      `/Api/Guest/${token}?x=1`,
      `/api/./guest/${token}`,
      `/api/projects/../guest/${token}`,
      `/api\\guest\\${token}`,
      `/r/${token}`,
      `/R/${token}`,
      `/r//${token}`,
      `/%72/${token}`,
    ];
    const code = 'oauthcode0123456789abcdefghijklmnop';
    const state = 'oauthstate0123456789abcdefghijklmno';
    const callbacks = [
      `/api/social/callback/instagram?code=${code}&state=${state}`,
      `/API/social/callback/instagram?%63ode=${code}&%73tate=${state}`,
      `/api//social/callback/linkedin?CODE=${code}&State=${state}`,
    ];
    for (const path of [...spellings, ...callbacks]) await rawGet(app, path);
    await rawGet(app, '/api/health/ready?done=1');
    await rawGet(app, '/api/projects?page=1&pageSize=5');

    const urls = await waitUntil('the logged requests', () => {
      const seen = loggedUrls();
      return seen.includes('/api/projects?page=1&pageSize=5') && seen;
    });
    const log = lines.join('');
    for (const secret of [token, code, state]) expect(log).not.toContain(secret);
    // Every spelling under /api was logged (the page /r/… is not an API request), by its route.
    expect(urls.filter((url) => url === '/api/guest/:token').length).toBeGreaterThanOrEqual(8);
    expect(urls).toEqual(expect.arrayContaining(['/api/social/callback/instagram', '/api/social/callback/linkedin']));
  });
});
