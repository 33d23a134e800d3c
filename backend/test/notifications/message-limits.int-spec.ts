import { randomUUID } from 'node:crypto';
import { cast, createProject } from '../projects-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

describe('messages: the per-account budget', () => {
  let app: TestApp;

  beforeAll(async () => {
    ({ app } = await createTestApp({ MESSAGE_LIMIT_PER_MINUTE: '3' }));
  });
  afterAll(() => app.close());

  it('counts comments and pin answers together per account, then answers 429 with Retry-After', async () => {
    const { client, designer } = await cast(app);
    const { id } = await createProject(app, client.auth, {
      title: 'Viel Text',
      description: 'Flut',
      contentType: 'post',
    });
    const comment = (auth: Record<string, string>, n: number) =>
      app.request('POST', `/api/projects/${id}/comments`, { headers: auth, payload: { message: `Nachricht ${n}` } });
    expect((await comment(client.auth, 1)).statusCode).toBe(201);
    expect((await comment(client.auth, 2)).statusCode).toBe(201);
    // A pin answer uses the same budget (counted before the pin is looked up).
    expect(
      (
        await app.request('POST', `/api/projects/${id}/pins/${randomUUID()}/replies`, {
          headers: client.auth,
          payload: { message: 'Antwort' },
        })
      ).statusCode,
    ).toBe(404);
    const refused = await comment(client.auth, 4);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Zu viele Nachrichten in kurzer Zeit. Bitte warte einen Moment und versuche es dann erneut.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account has its own budget.
    expect((await comment(designer.auth, 1)).statusCode).toBe(201);
    const list = await app.request('GET', `/api/projects/${id}/comments`, { headers: client.auth });
    expect(list.json<{ message: string }[]>().map((c) => c.message)).toEqual([
      'Nachricht 1',
      'Nachricht 2',
      'Nachricht 1',
    ]);
  });
});
