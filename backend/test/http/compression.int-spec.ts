import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createUser, ensurePlans, signIn, subscribe } from '../factories.js';
import { createTestApp, uniqueIp, type TestApp } from '../test-app.js';

// The offline AI generator, whatever the machine's environment says.
delete process.env.OPENAI_API_KEY;

const SCRIPT = `console.log(${JSON.stringify('ContentFlow '.repeat(400))});`;

/** A file with the brotli and gzip copies the build writes beside it (scripts/compress-web.mjs). */
function writeCompressed(path: string, content: string): void {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

/**
 * What travels: brotli or gzip by Accept-Encoding for the web app (precompressed at build time) and
 * the API's larger JSON answers; never for event streams. Also which page answers which path.
 */
describe('compression and the web app pages', () => {
  let app: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'contentflow-web-'));
    mkdirSync(join(webDist, 'assets'));
    mkdirSync(join(webDist, 'prerendered'));
    writeCompressed(
      join(webDist, 'index.html'),
      '<!doctype html><html><body><div id="root"></div>app shell</body></html>',
    );
    writeCompressed(join(webDist, 'assets', 'app-1.js'), SCRIPT);
    writeCompressed(
      join(webDist, 'prerendered', 'landing.html'),
      '<!doctype html><html><body>landing page</body></html>',
    );
    writeCompressed(join(webDist, 'prerendered', 'auth.html'), '<!doctype html><html><body>sign in</body></html>');
    writeCompressed(
      join(webDist, 'prerendered', 'auth-sign-up.html'),
      '<!doctype html><html><body>sign up</body></html>',
    );
    writeCompressed(
      join(webDist, 'prerendered', 'not-found.html'),
      '<!doctype html><html><body>not found</body></html>',
    );
    writeFileSync(
      join(webDist, 'prerendered', 'pages.json'),
      JSON.stringify({
        pages: { '/': 'landing.html', '/auth': 'auth.html', '/auth?mode=sign-up': 'auth-sign-up.html' },
        notFound: 'not-found.html',
        appRoutes: ['/dashboard', '/setup', '/client/project/:id', '/admin/clients/:id'],
      }),
    );
    ({ app } = await createTestApp({ WEB_DIST: webDist }));
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding: string, headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}${path}`, {
      headers: { 'accept-encoding': acceptEncoding, 'x-forwarded-for': uniqueIp(), ...headers },
    });

  it('sends assets precompressed by Accept-Encoding, brotli first, with Vary and the immutable cache header', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await get('/assets/app-1.js', accept);
      expect({ accept, status: response.status, encoding: response.headers.get('content-encoding') }).toEqual({
        accept,
        status: 200,
        encoding,
      });
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(SCRIPT);
    }
  });

  it('answers the public paths with their prerendered pages, app routes with the shell, others with 404', async () => {
    for (const [path, status, text] of [
      ['/', 200, 'landing page'],
      ['/auth', 200, 'sign in'],
      ['/auth?mode=sign-up', 200, 'sign up'],
      ['/auth?utm_source=x&mode=sign-up', 200, 'sign up'],
      ['/dashboard', 200, 'app shell'],
      ['/client/project/0b8c3a0e', 200, 'app shell'],
      ['/admin/clients/42', 200, 'app shell'],
      ['/gibt-es/nicht', 404, 'not found'],
      ['/client/project/1/mehr', 404, 'not found'],
    ] as const) {
      const response = await get(path, 'br, gzip');
      expect({ path, status: response.status, text: await response.text() }).toEqual({
        path,
        status,
        text: expect.stringContaining(text),
      });
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    const gzip = await get('/', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('landing page');
    // The API's unknown paths stay JSON errors.
    const api = await get('/api/gibt-es-nicht', 'br');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('compresses JSON answers above 1 KB, not the small ones', async () => {
    const large = await get('/api/openapi.json', 'br, gzip');
    expect(large.status).toBe(200);
    expect(large.headers.get('content-encoding')).toBe('br');
    expect(large.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await large.json()).openapi).toBeDefined();
    const gzip = await get('/api/openapi.json', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');

    const small = await get('/api/health', 'br, gzip');
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('leaves the AI event stream uncompressed, so each event goes out as it is written', async () => {
    const user = await createUser(app, 'client');
    // The AI comes with a plan (docs/ai.md).
    await subscribe(app, user.id, (await ensurePlans(app))[0]);
    const { auth } = await signIn(app, user);
    const response = await fetch(`${app.baseUrl}/api/ai/description`, {
      method: 'POST',
      headers: {
        ...auth,
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'accept-encoding': 'br, gzip',
        'x-forwarded-for': uniqueIp(),
      },
      body: JSON.stringify({
        title: 'Herbst-Aktion in Zürich',
        description: 'Frisch gerösteter Kaffee aus Zürich, fair gehandelt.',
        contentType: 'post',
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('content-encoding')).toBeNull();
    const text = await response.text();
    expect(text).toContain('event: delta');
    expect(text).toContain('event: done');
  });

  it('leaves the notification stream uncompressed', async () => {
    const user = await createUser(app, 'designer');
    const { auth } = await signIn(app, user);
    const session = await app.request('POST', '/api/notifications/stream-session', { headers: auth });
    const [[name, cookie]] = Object.entries(session.cookies);
    const controller = new AbortController();
    const response = await fetch(`${app.baseUrl}/api/notifications/stream`, {
      headers: { cookie: `${name}=${cookie.value}`, 'accept-encoding': 'br, gzip' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    const first = new TextDecoder().decode((await response.body!.getReader().read()).value);
    expect(first).toContain('event: ready');
    controller.abort();
  });
});
