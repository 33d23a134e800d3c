import { form, PNG } from '../files.js';
import { inContext } from '../factories.js';
import { stoppedClock } from '../clock.js';
import { cast, createProject, type Cast } from '../projects-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

describe("an order's stage clock starts when whoever owes the next move changes", () => {
  let app: TestApp;
  let people: Cast;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    people = await cast(app);
  });
  afterAll(() => app.close());

  const post = async (path: string, auth: Record<string, string>, payload?: unknown) => {
    const response = await app.request('POST', path, { headers: auth, payload });
    expect(response.statusCode).toBe(200);
  };
  const startedAt = async (id: string) =>
    (await inContext(app, (em) => em.getConnection().execute<{ at: string }[]>('select stage_started_at as at from project where id = ?', [id])))[0].at;
  const iso = async (id: string) => new Date(await startedAt(id)).toISOString();

  it('at each move to another stage, with the time the clock gives', async () => {
    const { client, designer, admin } = people;
    const clock = stoppedClock(app, new Date('2026-11-23T09:00:00Z'));
    const { id } = await createProject(app, client.auth);
    expect(await iso(id)).toBe('2026-11-23T09:00:00.000Z');

    // Starting work is the same stage (the first version): its clock runs on.
    clock.set('2026-11-24T08:00:00Z');
    await post(`/api/projects/${id}/start`, designer.auth);
    expect(await iso(id)).toBe('2026-11-23T09:00:00.000Z');

    const submit = async () => {
      const response = await app.request('POST', `/api/projects/${id}/final-designs`, { headers: designer.auth, form: form([{ name: 'entwurf.png', bytes: PNG }]) });
      expect(response.statusCode).toBe(200);
    };
    const moves: [string, () => Promise<void>][] = [
      ['2026-11-25T10:00:00Z', submit],
      ['2026-11-25T15:00:00Z', () => post(`/api/projects/${id}/admin-reject`, admin.auth, { feedback: 'Bitte heller.' })],
      ['2026-11-26T09:30:00Z', submit],
      ['2026-11-26T13:00:00Z', () => post(`/api/projects/${id}/admin-approve`, admin.auth)],
      ['2026-11-30T07:45:00Z', () => post(`/api/projects/${id}/request-changes`, client.auth, { feedback: 'Anderes Bild, bitte.' })],
    ];
    for (const [at, move] of moves) {
      clock.set(at);
      await move();
      expect(await iso(id)).toBe(new Date(at).toISOString());
    }
  });
});
