import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { cast, createProject } from '../projects-fixtures.js';
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
    ({ app } = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    ));
  });
  afterAll(() => app.close());

  const loggedUrls = () =>
    lines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));

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

describe('an answer before the body was read', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await createTestApp());
  });
  afterAll(() => app.close());

  /**
   * Sends the head of a request announcing a 600 KB body and only its first kilobyte: the answer, and
   * how long until the server ended the connection (Infinity when it kept it for longer than 5 s).
   */
  function earlyAnswer(head: string, bodyStart: string): Promise<{ answer: string; closedAfterMs: number }> {
    const { hostname, port } = new URL(app.baseUrl);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname);
      let answer = '';
      let answeredAt = 0;
      const timer = setTimeout(() => {
        socket.destroy();
        resolve({ answer, closedAfterMs: Infinity });
      }, 5000);
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString('latin1');
        answeredAt ||= Date.now();
      });
      socket.on('end', () => {
        clearTimeout(timer);
        socket.destroy();
        resolve({ answer, closedAfterMs: Date.now() - answeredAt });
      });
      socket.on('error', reject);
      socket.write(`${head}content-length: 600000\r\nconnection: keep-alive\r\nhost: ${hostname}\r\n\r\n`);
      socket.write(bodyStart + 'x'.repeat(16 * 1024));
    });
  }

  it('closes the connection after an early 415 instead of keeping it open with the body unread', async () => {
    const people = await cast(app);
    const { id } = await createProject(app, people.client.auth);
    const part =
      '--grenze\r\ncontent-disposition: form-data; name="files"; filename="programm.exe"\r\ncontent-type: application/octet-stream\r\n\r\nMZ';
    const unsupported = await earlyAnswer(
      `POST /api/projects/${id}/attachments HTTP/1.1\r\nauthorization: ${people.client.auth.authorization}\r\ncontent-type: multipart/form-data; boundary=grenze\r\n`,
      part,
    );
    expect(unsupported.answer).toMatch(/^HTTP\/1\.1 415/);
    expect(unsupported.answer.toLowerCase()).toContain('connection: close');
    expect(unsupported.closedAfterMs).toBeLessThan(5000);
  });

  it('keeps the connection of an answer whose body was read', async () => {
    const answer = await fetch(`${app.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.ch', password: 'falsch-falsch' }),
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('connection')).not.toBe('close');
  });
});
