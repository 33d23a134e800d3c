import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser, signIn } from '../factories.js';
import { createTestApp, type ApiResponse, type TestApp } from '../test-app.js';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob:; " +
  "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

function expectSecurityHeaders(response: ApiResponse): void {
  expect(response.headers.get('content-security-policy')).toBe(CSP);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('same-origin');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(response.headers.get('x-powered-by')).toBeNull();
}

describe('security headers', () => {
  let app: TestApp;
  let webDist: string;

  beforeAll(async () => {
    // A tiny built web app: the index for every client-side route, and a hashed asset.
    webDist = mkdtempSync(join(tmpdir(), 'contentflow-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app-1.js"></script></head><body></body></html>',
    );
    writeFileSync(join(webDist, 'assets', 'app-1.js'), 'console.log("app")');
    ({ app } = await createTestApp({ WEB_DIST: webDist }));
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('are on API answers, errors included, and there is no HSTS without COOKIE_SECURE', async () => {
    const plans = await app.request('GET', '/api/plans');
    expect(plans.statusCode).toBe(200);
    expectSecurityHeaders(plans);
    expect(plans.headers.get('strict-transport-security')).toBeNull();
    for (const response of [
      await app.request('GET', '/api/gibt-es-nicht', { unknownRoute: true }),
      await app.request('GET', '/api/auth/me'),
      await app.request('POST', '/api/auth/sign-in', {
        rawBody: '{"email":',
        headers: { 'content-type': 'application/json' },
      }),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expectSecurityHeaders(response);
    }
  });

  it('are on the notification stream, which is written past the reply', async () => {
    const user = await createUser(app, 'client');
    const { auth } = await signIn(app, user);
    const session = await app.request('POST', '/api/notifications/stream-session', { headers: auth });
    const [[name, cookie]] = Object.entries(session.cookies);
    const controller = new AbortController();
    try {
      const response = await fetch(`${app.baseUrl}/api/notifications/stream`, {
        headers: { cookie: `${name}=${cookie.value}` },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      expectSecurityHeaders({ statusCode: response.status, headers: response.headers } as ApiResponse);
    } finally {
      controller.abort();
    }
  });

  it("are on the web app's index, its client-side routes and its assets", async () => {
    for (const path of ['/', '/dashboard', '/client/project/123', '/assets/app-1.js']) {
      const response = await app.request('GET', path);
      expect(response.statusCode).toBe(200);
      expectSecurityHeaders(response);
    }
  });

  it('are on the Swagger UI, whose page needs no inline script (the policy allows none)', async () => {
    const ui = await app.request('GET', '/api/docs');
    expect(ui.statusCode).toBe(200);
    expectSecurityHeaders(ui);
    const scripts = ui.body.match(/<script\b[^>]*>/gi) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\ssrc=/);
    expect(ui.body).not.toMatch(/\son[a-z]+=/i);
    const init = await app.request('GET', '/api/docs/swagger-ui-init.js');
    expect(init.statusCode).toBe(200);
    expectSecurityHeaders(init);
  });
});

describe('HSTS', () => {
  it('is sent with COOKIE_SECURE=true', async () => {
    const { app } = await createTestApp({ COOKIE_SECURE: 'true' });
    try {
      const response = await app.request('GET', '/api/plans');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expectSecurityHeaders(response);
    } finally {
      await app.close();
    }
  });
});
