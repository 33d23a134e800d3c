import { createUser, inContext, signIn } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

describe('notifications: the list, reading, the stream door', () => {
  let app: TestApp;

  beforeAll(async () => {
    ({ app } = await createTestApp());
  });
  afterAll(() => app.close());

  async function withNotifications(count: number) {
    const user = await createUser(app, 'designer');
    const { auth, refreshCookie } = await signIn(app, user);
    await inContext(app, (em) =>
      em.getConnection().execute(
        `insert into notification (id, user_id, type, message, created_at)
         select gen_random_uuid(), ?, 'status_changed', 'Nachricht ' || n, now() - (n || ' minutes')::interval from generate_series(1, ?) n`,
        [user.id, count],
      ),
    );
    return { user, auth, refreshCookie };
  }

  it('pages newest first with the unread count of all pages, and marks one or all read', async () => {
    const { auth } = await withNotifications(25);
    const first = await app.request('GET', '/api/notifications?page=1&pageSize=10', { headers: auth });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ unread: 25, total: 25, page: 1, pageSize: 10 });
    expect(first.json().items.map((n: { message: string }) => n.message)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Nachricht ${i + 1}`),
    );
    const third = (await app.request('GET', '/api/notifications?page=3&pageSize=10', { headers: auth })).json();
    expect(third.items.map((n: { message: string }) => n.message)).toEqual([
      'Nachricht 21',
      'Nachricht 22',
      'Nachricht 23',
      'Nachricht 24',
      'Nachricht 25',
    ]);
    expect((await app.request('GET', '/api/notifications', { headers: auth })).json()).toMatchObject({
      page: 1,
      pageSize: 20,
    });

    expect(
      (await app.request('POST', `/api/notifications/${first.json().items[0].id}/read`, { headers: auth })).statusCode,
    ).toBe(204);
    expect((await app.request('GET', '/api/notifications?pageSize=1', { headers: auth })).json()).toMatchObject({
      unread: 24,
      items: [{ readAt: expect.any(String) }],
    });
    expect((await app.request('POST', '/api/notifications/read-all', { headers: auth })).statusCode).toBe(204);
    expect((await app.request('GET', '/api/notifications', { headers: auth })).json().unread).toBe(0);
  });

  it('bounds the page and refuses another account’s notification', async () => {
    const { auth } = await withNotifications(1);
    const other = await withNotifications(1);
    const tooBig = await app.request('GET', '/api/notifications?pageSize=101', { headers: auth });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('Höchstens 100 Einträge pro Seite');
    const foreign = (await app.request('GET', '/api/notifications', { headers: other.auth })).json().items[0];
    expect((await app.request('POST', `/api/notifications/${foreign.id}/read`, { headers: auth })).statusCode).toBe(
      404,
    );
    expect((await app.request('POST', '/api/notifications/read-all', { headers: auth })).statusCode).toBe(204);
    expect((await app.request('GET', '/api/notifications', { headers: other.auth })).json().unread).toBe(1);
    expect((await app.request('GET', '/api/notifications')).statusCode).toBe(401);
  });

  it('opens the stream only with the stream cookie of a session that still counts', async () => {
    const { auth, refreshCookie } = await withNotifications(3);
    expect((await app.request('GET', '/api/notifications/stream')).statusCode).toBe(401);
    // The access token is no stream credential, in a header or as the cookie.
    expect((await app.request('GET', '/api/notifications/stream', { headers: auth })).statusCode).toBe(401);
    const session = await app.request('POST', '/api/notifications/stream-session', { headers: auth });
    const [[name, cookie]] = Object.entries(session.cookies);
    expect(
      (await app.request('GET', '/api/notifications/stream', { cookies: { [name]: auth.authorization.split(' ')[1] } }))
        .statusCode,
    ).toBe(401);

    const controller = new AbortController();
    const response = await fetch(`${app.baseUrl}/api/notifications/stream`, {
      headers: { cookie: `${name}=${cookie.value}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('event: ready\ndata: {"unread":3}');
    controller.abort();

    // Signing out ends the session: the cookie no longer opens a stream.
    expect(
      (await app.request('POST', '/api/auth/sign-out', { cookies: { cf_refresh: refreshCookie } })).statusCode,
    ).toBe(204);
    expect(
      (await app.request('GET', '/api/notifications/stream', { cookies: { [name]: cookie.value } })).statusCode,
    ).toBe(401);
  });
});
