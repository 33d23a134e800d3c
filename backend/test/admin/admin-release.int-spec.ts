import { form, PNG } from '../files.js';
import { createProject, type Cast, castApp, callerOf } from '../projects-fixtures.js';
import type { TestApp } from '../test-app.js';

/** The admin's release is safe to repeat: once passed on, a second release is refused, and a stale one too. */
describe('admin release of a design', () => {
  let app: TestApp;
  let people: Cast;

  beforeAll(async () => ({ app, people } = await castApp()));
  afterAll(() => app.close());

  const call = callerOf(() => app);
  const status = async (id: string) =>
    (await call('GET', `/api/projects/${id}`, people.admin.auth)).json<{ status: string }>().status;

  async function waitingForCheck() {
    const { id } = await createProject(app, people.client.auth);
    await call('POST', `/api/projects/${id}/start`, people.designer.auth);
    const submitted = await app.request('POST', `/api/projects/${id}/final-designs`, {
      headers: people.designer.auth,
      form: form([{ name: 'v.png', bytes: PNG }]),
    });
    expect(submitted.statusCode).toBe(200);
    return id;
  }

  it('releases the version the admin saw once; a second release of the order is refused with 409', async () => {
    const id = await waitingForCheck();
    const first = await call('POST', `/api/projects/${id}/admin-approve`, people.admin.auth, { version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'review' });

    const again = await call('POST', `/api/projects/${id}/admin-approve`, people.admin.auth, { version: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
    expect(await status(id)).toBe('review');
  });

  it('refuses the release of a version other than the one waiting, naming the one that waits', async () => {
    const id = await waitingForCheck();
    // V1 sent back, V2 in: an admin whose page still shows V1 releases nothing.
    const sentBack = await call('POST', `/api/projects/${id}/admin-reject`, people.admin.auth, {
      feedback: 'Logo grösser',
    });
    expect(sentBack.statusCode).toBe(200);
    const resubmitted = await app.request('POST', `/api/projects/${id}/final-designs`, {
      headers: people.designer.auth,
      form: form([{ name: 'v2.png', bytes: PNG }]),
    });
    expect(resubmitted.statusCode).toBe(200);

    const stale = await call('POST', `/api/projects/${id}/admin-approve`, people.admin.auth, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Inzwischen wartet V2 auf die Prüfung. Bitte lade die Seite neu und prüfe diese Version.',
    });
    expect(await status(id)).toBe('admin_review');

    expect(
      (await call('POST', `/api/projects/${id}/admin-approve`, people.admin.auth, { version: 2 })).statusCode,
    ).toBe(200);
  });

  it('bounds the version and still takes a release without a body', async () => {
    const id = await waitingForCheck();
    for (const version of [0, 1001, 1.5, 'V1']) {
      expect((await call('POST', `/api/projects/${id}/admin-approve`, people.admin.auth, { version })).statusCode).toBe(
        400,
      );
    }
    expect((await call('POST', `/api/projects/${id}/admin-approve`, people.admin.auth)).statusCode).toBe(200);
  });
});
