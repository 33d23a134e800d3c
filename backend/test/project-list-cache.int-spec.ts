import { cast, createProject, type Cast } from './projects-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

describe('order lists kept in memory', () => {
  let first: TestApp;
  let second: TestApp;
  let people: Cast;

  beforeAll(async () => {
    // Two API replicas on one database and one Redis, as behind a load balancer.
    [{ app: first }, { app: second }] = await Promise.all([createTestApp(), createTestApp()]);
    people = await cast(first);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  const list = (app: TestApp, auth: Record<string, string>) =>
    app.request('GET', '/api/projects?page=1&pageSize=10', { headers: auth }).then((r) => r.json<{ total: number; items: { id: string; status: string }[] }>());

  async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
    let value = await read();
    for (let i = 0; i < 40 && !ok(value); i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      value = await read();
    }
    return value;
  }

  it('shows a change made through the same replica at once', async () => {
    const before = await list(first, people.client.auth);
    const { id } = await createProject(first, people.client.auth, { title: 'Sofort', description: 'x', contentType: 'post' });
    const after = await list(first, people.client.auth);
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0].id).toBe(id);
    await first.request('POST', `/api/projects/${id}/start`, { headers: people.designer.auth });
    expect((await list(first, people.client.auth)).items[0].status).toBe('in_progress');
    expect((await list(first, people.designer.auth)).items.find((p) => p.id === id)?.status).toBe('in_progress');
  });

  it('shows a change made through another replica as soon as it is announced', async () => {
    const before = await list(first, people.client.auth);
    const adminBefore = await list(first, people.admin.auth);
    const { id } = await createProject(second, people.client.auth, { title: 'Anderswo', description: 'x', contentType: 'post' });
    const after = await eventually(() => list(first, people.client.auth), (page) => page.total === before.total + 1);
    expect(after.items[0].id).toBe(id);
    expect((await eventually(() => list(first, people.admin.auth), (page) => page.total === adminBefore.total + 1)).total).toBe(adminBefore.total + 1);
  });

  it("keeps each client's cached list to itself", async () => {
    await list(first, people.client.auth);
    const { id } = await createProject(first, people.otherClient.auth, { title: 'Fremd', description: 'x', contentType: 'post' });
    expect((await list(first, people.otherClient.auth)).items[0].id).toBe(id);
    expect((await list(first, people.client.auth)).items.map((p) => p.id)).not.toContain(id);
  });
});
