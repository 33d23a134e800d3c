import { form, PNG } from '../files.js';
import { inContext } from '../factories.js';
import { pdfText } from '../pdf-text.js';
import { stoppedClock } from '../clock.js';
import { createProject, type Cast, castApp } from '../projects-fixtures.js';
import type { TestApp } from '../test-app.js';

describe("an order's stage clock starts when whoever owes the next move changes", () => {
  let app: TestApp;
  let people: Cast;

  beforeAll(async () => ({ app, people } = await castApp()));
  afterAll(() => app.close());

  const post = async (path: string, auth: Record<string, string>, payload?: unknown) => {
    const response = await app.request('POST', path, { headers: auth, payload });
    expect(response.statusCode).toBe(200);
  };
  const startedAt = async (id: string) =>
    (
      await inContext(app, (em) =>
        em.getConnection().execute<{ at: string }[]>('select stage_started_at as at from project where id = ?', [id]),
      )
    )[0].at;
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
      const response = await app.request('POST', `/api/projects/${id}/final-designs`, {
        headers: designer.auth,
        form: form([{ name: 'entwurf.png', bytes: PNG }]),
      });
      expect(response.statusCode).toBe(200);
    };
    const moves: [string, () => Promise<void>][] = [
      ['2026-11-25T10:00:00Z', submit],
      [
        '2026-11-25T15:00:00Z',
        () => post(`/api/projects/${id}/admin-reject`, admin.auth, { feedback: 'Bitte heller.' }),
      ],
      ['2026-11-26T09:30:00Z', submit],
      ['2026-11-26T13:00:00Z', () => post(`/api/projects/${id}/admin-approve`, admin.auth)],
      [
        '2026-11-30T07:45:00Z',
        () => post(`/api/projects/${id}/request-changes`, client.auth, { feedback: 'Anderes Bild, bitte.' }),
      ],
    ];
    for (const [at, move] of moves) {
      clock.set(at);
      await move();
      expect(await iso(id)).toBe(new Date(at).toISOString());
    }
  });

  it('records each stage that ended with its business days against its allowance: the timeline, the record, the statistics', async () => {
    const { client, designer, admin } = people;
    const clock = stoppedClock(app, new Date('2026-11-23T09:00:00Z')); // Monday
    const { id } = await createProject(app, client.auth, {
      title: 'Mit Uhr',
      description: 'Inhalt',
      contentType: 'post',
    });
    await post(`/api/projects/${id}/start`, designer.auth);
    clock.set('2026-11-25T10:00:00Z'); // the first version on Wednesday: 2 of 3 days
    const submitted = await app.request('POST', `/api/projects/${id}/final-designs`, {
      headers: designer.auth,
      form: form([{ name: 'entwurf.png', bytes: PNG }]),
    });
    expect(submitted.statusCode).toBe(200);
    clock.set('2026-11-25T15:00:00Z'); // checked the same day: 0 of 1
    await post(`/api/projects/${id}/admin-approve`, admin.auth);
    clock.set('2026-12-01T09:00:00Z'); // approved on Tuesday: due Monday, 4 of 3 days
    const approved = await app.request('POST', `/api/projects/${id}/approve`, { headers: client.auth });
    expect(approved.statusCode).toBe(200);

    const timeline = (await app.request('GET', `/api/projects/${id}/timeline`, { headers: admin.auth })).json<
      { type: string; data: { stage?: Record<string, unknown> } }[]
    >();
    const stages = timeline.filter((entry) => entry.data.stage).map((entry) => [entry.type, entry.data.stage]);
    expect(stages).toEqual([
      [
        'FinalDesignsSubmitted',
        expect.objectContaining({
          stage: 'design',
          owedBy: 'designer',
          designerId: designer.id,
          businessDaysAllowed: 3,
          businessDaysTaken: 2,
          onTime: true,
          dueDay: '2026-11-26',
        }),
      ],
      [
        'DesignApprovedByAdmin',
        expect.objectContaining({
          stage: 'check',
          owedBy: 'admin',
          businessDaysAllowed: 1,
          businessDaysTaken: 0,
          onTime: true,
        }),
      ],
      [
        'DesignApprovedByClient',
        expect.objectContaining({
          stage: 'review',
          owedBy: 'client',
          businessDaysAllowed: 3,
          businessDaysTaken: 4,
          onTime: false,
          dueDay: '2026-11-30',
        }),
      ],
    ]);

    const recordText = async (auth: Record<string, string>) => {
      const { downloads } = (await app.request('GET', `/api/projects/${id}`, { headers: auth })).json<{
        downloads: { recordUrl: string };
      }>();
      return pdfText(Buffer.from(await (await fetch(`${app.baseUrl}${downloads.recordUrl}`)).arrayBuffer()));
    };
    const staff = await recordText(admin.auth);
    expect(staff).toContain('Phase Erste Version (Designer): 2 von 3 Arbeitstagen, im Plan');
    expect(staff).toContain('Phase Prüfung (Admin): 0 von 1 Arbeitstagen, im Plan');
    expect(staff).toContain('Phase Abnahme (Kunde): 4 von 3 Arbeitstagen, verspätet');
    // The client's record leaves out the agency's own check.
    const own = await recordText(client.auth);
    expect(own).toContain('Phase Abnahme (Kunde): 4 von 3 Arbeitstagen, verspätet');
    expect(own).not.toContain('Prüfung (Admin)');

    const stats = (await app.request('GET', '/api/admin/designer-stats?month=2026-11', { headers: admin.auth })).json<{
      designers: { id: string; stagesEnded: number; onTimeRate: number | null }[];
    }>();
    // This file's designer: the first version and the rework of the test above, and this first version, all on time.
    expect(stats.designers.find((row) => row.id === designer.id)).toMatchObject({ stagesEnded: 3, onTimeRate: 1 });
  });
});
