import { randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import { JwtService } from '@nestjs/jwt';
import { Worker, type Queue } from 'bullmq';
import type { FastifyReply } from 'fastify';
import { ScopedSessionCookie, type CookieScope } from '../../src/accounts/scoped-session-cookie.js';
import { QUEUES } from '../../src/contracts/jobs.js';
import { redisOptionsFromUrl } from '../../src/queues/redis.provider.js';
import { createUser, inContext, signIn, TEST_PASSWORD, type TestUser } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

const QUEUES_COOKIE = 'cf_queues_session';
const STREAM_COOKIE = 'cf_stream_session';
const BOARD_API = '/admin/queues/api/queues';

describe('the queue dashboard at /admin/queues and its path-scoped session cookie', () => {
  let app: TestApp;
  let origin: string;
  const sql = (query: string, params: unknown[] = []) =>
    inContext(app, (em) => em.getConnection().execute(query, params));
  const board = (
    cookie: string | undefined,
    path = BOARD_API,
    options: { method?: string; headers?: Record<string, string>; name?: string } = {},
  ) =>
    app.request(options.method ?? 'GET', path, {
      cookies: cookie === undefined ? undefined : { [options.name ?? QUEUES_COOKIE]: cookie },
      headers: options.headers,
    });

  /** Signs in and asks for the queue cookie, as the web app does. */
  async function queueCookie(user: TestUser) {
    const session = await signIn(app, user);
    const response = await app.request('POST', '/api/admin/queues/session', { headers: { ...session.auth, origin } });
    expect(response.statusCode).toBe(204);
    return { ...session, cookie: response.cookies[QUEUES_COOKIE].value, setCookie: response.cookies[QUEUES_COOKIE] };
  }

  /** A cookie the service itself would issue for this account, whatever its role (no endpoint issues one to a non-admin). */
  async function mintedCookie(accountId: string, scope: CookieScope): Promise<string> {
    let value = '';
    const reply = { setCookie: (_name: string, token: string) => (value = token) } as unknown as FastifyReply;
    await inContext(app, () => app.get<ScopedSessionCookie>(ScopedSessionCookie).issue(reply, accountId, scope));
    return value;
  }

  beforeAll(async () => {
    ({ app } = await createTestApp());
    origin = new URL(app.baseUrl).origin;
  });
  afterAll(() => app.close());

  describe('POST /api/admin/queues/session', () => {
    it('sets an httpOnly, SameSite=Strict cookie on /admin/queues for one hour, for an admin', async () => {
      const admin = await createUser(app, 'admin');
      const { setCookie } = await queueCookie(admin);
      expect(setCookie.value.length).toBeGreaterThan(20);
      const attributes = setCookie.attributes.split(';').map((part) => part.trim().toLowerCase());
      expect(attributes).toEqual(
        expect.arrayContaining(['path=/admin/queues', 'httponly', 'samesite=strict', 'max-age=3600']),
      );
      expect(attributes).not.toContain('secure');
    });

    it('refuses clients, designers and anonymous callers, and other sites', async () => {
      const [client, designer, admin] = [
        await createUser(app, 'client'),
        await createUser(app, 'designer'),
        await createUser(app, 'admin'),
      ];
      for (const user of [client, designer]) {
        const { auth } = await signIn(app, user);
        const response = await app.request('POST', '/api/admin/queues/session', { headers: auth });
        expect(response.statusCode).toBe(403);
        expect(response.cookies[QUEUES_COOKIE]).toBeUndefined();
      }
      expect((await app.request('POST', '/api/admin/queues/session')).statusCode).toBe(401);
      const { auth } = await signIn(app, admin);
      for (const headers of [{ origin: 'https://boese.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<
        string,
        string
      >[]) {
        const response = await app.request('POST', '/api/admin/queues/session', { headers: { ...auth, ...headers } });
        expect(response.statusCode).toBe(403);
        expect(response.cookies[QUEUES_COOKIE]).toBeUndefined();
      }
    });

    it('gives an admin viewing as a client the cookie of its own admin session', async () => {
      const [admin, client] = [await createUser(app, 'admin'), await createUser(app, 'client')];
      const { auth } = await signIn(app, admin);
      const response = await app.request('POST', '/api/admin/queues/session', {
        headers: { ...auth, 'x-view-as-client': client.id },
      });
      expect(response.statusCode).toBe(204);
      expect((await board(response.cookies[QUEUES_COOKIE].value)).statusCode).toBe(200);
    });

    it('sets a Secure cookie named __Secure-… when COOKIE_SECURE is on, and reads only that name', async () => {
      const { app: secureApp } = await createTestApp({ COOKIE_SECURE: 'true' });
      try {
        const admin = await createUser(secureApp, 'admin');
        const { auth } = await signIn(secureApp, admin);
        const response = await secureApp.request('POST', '/api/admin/queues/session', { headers: auth });
        expect(response.statusCode).toBe(204);
        expect(response.cookies[QUEUES_COOKIE]).toBeUndefined();
        const cookie = response.cookies[`__Secure-${QUEUES_COOKIE}`];
        expect(
          cookie.attributes
            .toLowerCase()
            .split(';')
            .map((part) => part.trim()),
        ).toEqual(expect.arrayContaining(['secure', 'path=/admin/queues']));
        const boardWith = (name: string) => secureApp.request('GET', BOARD_API, { cookies: { [name]: cookie.value } });
        expect((await boardWith(`__Secure-${QUEUES_COOKIE}`)).statusCode).toBe(200);
        expect((await boardWith(QUEUES_COOKIE)).statusCode).toBe(401);

        // The stream's cookie alike.
        const stream = await secureApp.request('POST', '/api/notifications/stream-session', { headers: auth });
        expect(Object.keys(stream.cookies)).toEqual([`__Secure-${STREAM_COOKIE}`]);
        expect(stream.cookies[`__Secure-${STREAM_COOKIE}`].attributes.toLowerCase()).toContain('secure');
        const streamWith = (name: string) =>
          secureApp.request('GET', '/api/notifications/stream', {
            cookies: { [name]: stream.cookies[`__Secure-${STREAM_COOKIE}`].value },
          });
        expect((await streamWith(STREAM_COOKIE)).statusCode).toBe(401);
      } finally {
        await secureApp.close();
      }
    });
  });

  describe('an admin with the cookie', () => {
    it('gets the page, its assets and the board API listing every queue', async () => {
      const admin = await createUser(app, 'admin');
      const { cookie } = await queueCookie(admin);

      const page = await board(cookie, '/admin/queues', { headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.body).toContain('<base href="/admin/queues/"');
      expect(page.headers.get('cache-control')).toBe('no-store');
      // Nothing from another origin: bull-board's Google Fonts stylesheet is taken out.
      expect(page.body).not.toMatch(/https?:\/\//);
      // The app's policy admits the page's own scripts and styles and nothing from elsewhere.
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/unsafe-eval|https:/);
      const assets = [...page.body.matchAll(/(?:src|href)="(static\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
      expect(assets.length).toBeGreaterThanOrEqual(2);
      for (const asset of assets) {
        expect((await board(cookie, `/admin/queues/${asset}`)).statusCode).toBe(200);
        expect((await board(undefined, `/admin/queues/${asset}`)).statusCode).toBe(401);
      }

      // A way back to ContentFlow: a link always in view, and in the board's own menu of links (its UI config).
      const back = page.body.match(/<a href="([^"]+)" id="contentflow-back"[^>]*>([^<]+)<\/a>/);
      expect(back?.slice(1)).toEqual(['/dashboard', '← Zurück zu ContentFlow']);
      expect(page.body.indexOf(back![0])).toBeGreaterThan(page.body.indexOf('<body'));
      const uiConfig = JSON.parse(
        page.body.match(/<script id="__UI_CONFIG__" type="application\/json">(.*?)<\/script>/s)![1],
      ) as { boardTitle: string; miscLinks: unknown };
      expect(uiConfig).toMatchObject({
        boardTitle: 'ContentFlow Queues',
        miscLinks: [{ text: 'Zurück zu ContentFlow', url: '/dashboard' }],
      });

      const api = await board(cookie);
      expect(api.statusCode).toBe(200);
      expect(
        api
          .json()
          .queues.map((queue: { name: string }) => queue.name)
          .sort(),
      ).toEqual([...QUEUES].sort());
    });

    it('cannot add, edit, empty or obliterate through the board, nor write from another site; it can retry', async () => {
      const admin = await createUser(app, 'admin');
      const { cookie } = await queueCookie(admin);
      const writes: [string, string][] = [
        ['POST', `${BOARD_API}/email/add`],
        ['PATCH', `${BOARD_API}/email/123/update-data`],
        ['PUT', `${BOARD_API}/email/empty`],
        ['PUT', `${BOARD_API}/email/obliterate`],
      ];
      for (const [method, path] of writes) {
        const response = await board(cookie, path, { method, headers: { origin } });
        expect({ path, status: response.statusCode }).toEqual({ path, status: 403 });
      }
      const retry = `${BOARD_API}/email/retry/failed`;
      expect(
        (await board(cookie, retry, { method: 'PUT', headers: { origin: 'https://boese.example' } })).statusCode,
      ).toBe(403);
      expect((await board(cookie, retry, { method: 'PUT', headers: { origin } })).statusCode).toBe(200);
    });

    it('takes no clean, remove, promote, pause or scheduler change: only a retry of failed jobs', async () => {
      const admin = await createUser(app, 'admin');
      const { cookie } = await queueCookie(admin);
      const email = app.get<Queue>(getQueueToken('email'));
      const quota = app.get<Queue>(getQueueToken('quota'));
      // The monthly renewal's scheduler (as the workers set it up), a delayed job and a failed one.
      await quota.upsertJobScheduler(
        'monthly-renewal',
        { pattern: '0 0 1 * *', tz: 'Europe/Zurich' },
        { name: 'quota.renew-manual-periods', data: {} },
      );
      const delayed = await email.add('email.deliver', {}, { jobId: `test-delayed-${randomUUID()}`, delay: 3_600_000 });
      const failedId = `test-failed-${randomUUID()}`;
      // Taken by hand (first in line, lifo) and failed, as a worker whose handler threw would.
      await email.add('email.deliver', {}, { jobId: failedId, lifo: true, attempts: 1 });
      const worker = new Worker('email', null, {
        connection: redisOptionsFromUrl(app.config.redisUrl),
        autorun: false,
      });
      try {
        const taken = await worker.getNextJob('test-token');
        expect(taken?.id).toBe(failedId);
        await taken!.moveToFailed(new Error('absichtlich'), 'test-token');
        expect(await email.getJobState(failedId)).toBe('failed');

        const put = (path: string) => board(cookie, `${BOARD_API}/${path}`, { method: 'PUT', headers: { origin } });
        const refused = [
          'email/clean/delayed',
          'email/clean/wait',
          'email/clean/failed',
          `email/${delayed.id}/clean`,
          `email/${failedId}/clean`,
          `email/${delayed.id}/promote`,
          'email/promote',
          'email/empty',
          'email/pause',
          'email/resume',
          'pause',
          'email/retry/completed',
          `email/${delayed.id}/retry`,
          'quota/job-schedulers/monthly-renewal/remove',
          'quota/job-schedulers/monthly-renewal/run',
        ];
        for (const path of refused) {
          const response = await put(path);
          expect({ path, status: response.statusCode, message: response.json().message }).toEqual({
            path,
            status: 403,
            message: 'Diese Aktion ist im Queue-Dashboard gesperrt',
          });
        }
        const patched = await board(cookie, `${BOARD_API}/quota/job-schedulers/monthly-renewal`, {
          method: 'PATCH',
          headers: { origin, 'content-type': 'application/json' },
        });
        expect(patched.statusCode).toBe(403);
        // The board offers retries of failed jobs only.
        const listed = (await board(cookie)).json<{
          queues: { allowRetries: boolean; allowCompletedRetries: boolean }[];
        }>().queues;
        expect(listed.map((queue) => [queue.allowRetries, queue.allowCompletedRetries])).toEqual(
          listed.map(() => [true, false]),
        );
        // Everything is still there, as it was.
        expect(await email.getJobState(delayed.id!)).toBe('delayed');
        expect(await email.isPaused()).toBe(false);
        expect(await quota.getJobScheduler('monthly-renewal')).toMatchObject({
          key: 'monthly-renewal',
          pattern: '0 0 1 * *',
        });

        // A failed job runs again: at-least-once work the handlers are idempotent for.
        expect((await put(`email/${failedId}/retry`)).statusCode).toBe(204);
        expect(await email.getJobState(failedId)).toBe('waiting');
      } finally {
        await worker.close();
        await Promise.all([email.remove(delayed.id!), email.remove(failedId)]);
      }
    });
  });

  describe('everyone else is refused by the server', () => {
    it('anonymous: 401, a page navigation is sent to the sign-in page, encoded or odd paths included', async () => {
      for (const path of [
        '/admin/queues',
        '/admin/queues/',
        BOARD_API,
        '/admin/queues/static/favicon.ico',
        '/admin/queues/nichts/da',
        '/admin/%71ueues/api/queues',
        '/ADMIN/QUEUES/api/queues',
        '/admin/queues?x=1',
      ]) {
        expect({ path, status: (await board(undefined, path)).statusCode }).toEqual({ path, status: 401 });
      }
      const navigation = await board(undefined, '/admin/queues', {
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(navigation.statusCode).toBe(303);
      expect(navigation.headers.get('location')).toBe('/auth');
    });

    it('clients and designers: 403, even with a cookie the service issued for them', async () => {
      for (const role of ['client', 'designer'] as const) {
        const user = await createUser(app, role);
        const cookie = await mintedCookie(user.id, 'queues');
        expect((await board(cookie)).statusCode).toBe(403);
        expect((await board(cookie, '/admin/queues', { headers: { accept: 'text/html' } })).statusCode).toBe(403);
      }
    });

    it('a forged or tampered cookie, an access token as cookie, or a notification cookie: 401', async () => {
      const admin = await createUser(app, 'admin');
      const { cookie, accessToken, auth } = await queueCookie(admin);
      const [header, payload, signature] = cookie.split('.');
      const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const widened = Buffer.from(JSON.stringify({ ...claims, exp: (claims.exp as number) + 86_400 })).toString(
        'base64url',
      );
      // Signed with the installation's access-token key itself, with every claim of a real cookie.
      const rest = Object.fromEntries(Object.entries(claims).filter(([key]) => !['sub', 'iat', 'exp'].includes(key)));
      const withAccessKey = await app
        .get<JwtService>(JwtService)
        .signAsync(rest, { subject: admin.id, expiresIn: 600 });
      const stream = await app.request('POST', '/api/notifications/stream-session', { headers: { ...auth, origin } });
      expect(stream.statusCode).toBe(204);
      const streamCookie = stream.cookies[STREAM_COOKIE].value;
      const refused = {
        tampered: `${header}.${payload}.${flipped}`,
        widened: `${header}.${widened}.${signature}`,
        withAccessKey,
        accessToken,
        streamCookie,
        garbage: 'abc.def.ghi',
        expired: await mintExpired(admin.id),
      };
      for (const [name, value] of Object.entries(refused)) {
        expect({ name, status: (await board(value)).statusCode }).toEqual({ name, status: 401 });
      }
      // The notification cookie under its own name opens nothing here either.
      expect((await board(streamCookie, BOARD_API, { name: STREAM_COOKIE })).statusCode).toBe(401);
      expect((await board(cookie)).statusCode).toBe(200);
    });

    it('the cookie is no Bearer token', async () => {
      const admin = await createUser(app, 'admin');
      const { cookie } = await queueCookie(admin);
      for (const path of ['/api/auth/me', '/api/admin/stats']) {
        expect((await app.request('GET', path, { headers: { authorization: `Bearer ${cookie}` } })).statusCode).toBe(
          401,
        );
      }
      expect(
        (await app.request('POST', '/api/admin/queues/session', { headers: { authorization: `Bearer ${cookie}` } }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('the cookie ends with the session', () => {
    it('after sign-out', async () => {
      const admin = await createUser(app, 'admin');
      const { cookie, refreshCookie } = await queueCookie(admin);
      expect((await board(cookie)).statusCode).toBe(200);
      expect(
        (await app.request('POST', '/api/auth/sign-out', { cookies: { cf_refresh: refreshCookie } })).statusCode,
      ).toBe(204);
      expect((await board(cookie)).statusCode).toBe(401);
    });

    it('after a password change', async () => {
      const admin = await createUser(app, 'admin');
      const { cookie, auth } = await queueCookie(admin);
      const change = await app.request('POST', '/api/auth/password', {
        headers: auth,
        payload: { currentPassword: TEST_PASSWORD, password: 'ganz-neu-123' },
      });
      expect(change.statusCode).toBe(204);
      expect((await board(cookie)).statusCode).toBe(401);
    });

    it('when the admin is deactivated or loses the role', async () => {
      const [deactivated, demoted] = [await createUser(app, 'admin'), await createUser(app, 'admin')];
      const cookies = [(await queueCookie(deactivated)).cookie, (await queueCookie(demoted)).cookie];
      for (const cookie of cookies) expect((await board(cookie)).statusCode).toBe(200);
      await sql(`update profile set status = 'inactive' where id = ?`, [deactivated.id]);
      await sql(`update user_role set role = 'client' where user_id = ?`, [demoted.id]);
      for (const cookie of cookies) expect((await board(cookie)).statusCode).toBe(401);
    });
  });

  describe('POST /api/notifications/stream-session', () => {
    it('gives any signed-in account a cookie for the stream path only', async () => {
      for (const role of ['client', 'designer', 'admin'] as const) {
        const { auth } = await signIn(app, await createUser(app, role));
        const response = await app.request('POST', '/api/notifications/stream-session', { headers: auth });
        expect(response.statusCode).toBe(204);
        const attributes = response.cookies[STREAM_COOKIE].attributes
          .toLowerCase()
          .split(';')
          .map((part) => part.trim());
        expect(attributes).toEqual(
          expect.arrayContaining(['path=/api/notifications/stream', 'httponly', 'samesite=strict']),
        );
        expect(response.cookies[QUEUES_COOKIE]).toBeUndefined();
      }
      expect((await app.request('POST', '/api/notifications/stream-session')).statusCode).toBe(401);
      const { auth } = await signIn(app, await createUser(app, 'client'));
      expect(
        (
          await app.request('POST', '/api/notifications/stream-session', {
            headers: { ...auth, origin: 'https://boese.example' },
          })
        ).statusCode,
      ).toBe(403);
    });

    it('verifies for its own scope only', async () => {
      const client = await createUser(app, 'client');
      const service = app.get<ScopedSessionCookie>(ScopedSessionCookie);
      const cookie = await mintedCookie(client.id, 'notifications');
      const request = (cookies: Record<string, string>) =>
        ({ cookies }) as Parameters<ScopedSessionCookie['verify']>[0];
      await inContext(app, async () => {
        expect(await service.verify(request({ [STREAM_COOKIE]: cookie }), 'notifications')).toEqual({
          accountId: client.id,
          role: 'client',
        });
        expect(await service.verify(request({ [QUEUES_COOKIE]: cookie }), 'queues')).toBeNull();
        expect(await service.verify(request({}), 'notifications')).toBeNull();
      });
    });
  });

  describe('GET /api/health', () => {
    it('answers everyone but an admin without details', async () => {
      const { auth } = await signIn(app, await createUser(app, 'client'));
      const admin = await queueCookie(await createUser(app, 'admin'));
      for (const headers of [
        {},
        auth,
        { authorization: 'Bearer kaputt' },
        { authorization: `Bearer ${admin.cookie}` },
      ]) {
        const response = await app.request('GET', '/api/health', { headers });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status: 'ok', db: 'up', redis: 'up' });
      }
    });

    it('adds the queue depths and the outbox backlog for an admin', async () => {
      const { auth } = await signIn(app, await createUser(app, 'admin'));
      const queue = app.get<Queue>(getQueueToken('ai'));
      const job = await queue.add('ai.draft-suggestion', {} as never, {
        delay: 3_600_000,
        jobId: `health-probe-${Date.now()}`,
      });
      const [event] = (await sql(
        `insert into outbox_event (id, type, payload, created_at) values (gen_random_uuid(), 'HealthProbe', '{}', now()) returning id`,
      )) as { id: string }[];
      try {
        const response = await app.request('GET', '/api/health', { headers: auth });
        expect(response.statusCode).toBe(200);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        const { details } = response.json();
        expect(Object.keys(details.queues).sort()).toEqual([...QUEUES].sort());
        for (const name of QUEUES)
          expect(Object.keys(details.queues[name]).sort()).toEqual([
            'active',
            'completed',
            'delayed',
            'failed',
            'waiting',
          ]);
        expect(details.queues.ai.delayed).toBe(await queue.getDelayedCount());
        expect(details.queues.ai.delayed).toBeGreaterThanOrEqual(1);
        const [{ backlog }] = (await sql(
          `select count(*)::int as backlog from outbox_event where sent_at is null`,
        )) as { backlog: number }[];
        expect(details.outboxBacklog).toBe(backlog);
        expect(details.outboxBacklog).toBeGreaterThanOrEqual(1);
      } finally {
        await job.remove();
        await sql(`delete from outbox_event where id = ?`, [event.id]);
      }
    });
  });

  /** A queue cookie that expired a minute ago, signed exactly like a real one. */
  async function mintExpired(accountId: string): Promise<string> {
    const realNow = Date.now;
    Date.now = () => realNow() - 3_660_000;
    try {
      return await mintedCookie(accountId, 'queues');
    } finally {
      Date.now = realNow;
    }
  }
});
