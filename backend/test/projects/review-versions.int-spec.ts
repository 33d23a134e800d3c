import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { createSignedIn, ensurePlans, linkDesigner, subscribe } from '../factories.js';
import { form, MP4, PNG } from '../files.js';
import { pdfText } from '../pdf-text.js';
import { createProject, type Cast, castApp, callerOf } from '../projects-fixtures.js';
import type { TestApp } from '../test-app.js';

type Auth = Record<string, string>;
interface Version {
  id: string;
  number: number;
  status: string;
  current: boolean;
  note: string | null;
  files: { id: string; fileName: string }[];
}
interface PinRow {
  id: string;
  versionNumber: number;
  attachmentId: string;
  comment: string;
  authorRole: string;
  internal: boolean;
  done: boolean;
  answer: string | null;
  resolvedInVersion: number | null;
}
interface Detail {
  status: string;
  reviewCount: number;
  versions: Version[];
  pins: PinRow[];
  attachments: { id: string; isFinalDesign: boolean }[];
  downloads: { recordUrl: string; zipUrl: string | null };
}

/** A real PNG of its own colour, so each file's bytes differ and a thumbnail can be made of it. */
const slide = (red: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 120, b: 60 } } })
    .png()
    .toBuffer();

describe('review: versions kept, pins as the checklist, the exports', () => {
  let app: TestApp;
  let people: Cast;

  beforeAll(async () => ({ app, people } = await castApp()));
  afterAll(() => app.close());

  const call = callerOf(() => app);
  const detail = async (id: string, auth: Auth) => (await call('GET', `/api/projects/${id}`, auth)).json<Detail>();
  const submit = async (id: string, files: { name: string; bytes: Buffer }[]) => {
    const response = await app.request('POST', `/api/projects/${id}/final-designs`, {
      headers: people.designer.auth,
      form: form(files),
    });
    expect(response.statusCode).toBe(200);
    return response.json<Detail>();
  };
  const fetchBytes = async (url: string) => {
    const response = await fetch(`${app.baseUrl}${url}`);
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
  };
  const asClientView = () => ({ ...people.admin.auth, 'x-view-as-client': people.client.id });

  it('walks the issue: V1 sent back with a pin, V2 passed, pins asked on V2, V3 approved; who sees which version and pin', async () => {
    const { client, designer, admin, otherDesigner, otherClient } = people;
    const { id } = await createProject(app, client.auth);
    await call('POST', `/api/projects/${id}/start`, designer.auth);
    const v1Files = await Promise.all(
      [10, 20, 30].map(async (red, i) => ({ name: `v1-slide-${i + 1}.png`, bytes: await slide(red) })),
    );
    const v1 = (await submit(id, v1Files)).versions[0];
    expect(v1).toMatchObject({ number: 1, status: 'in_check', current: true });
    expect(v1.files.map((file) => file.fileName)).toEqual(['v1-slide-1.png', 'v1-slide-2.png', 'v1-slide-3.png']);

    // The client sees no version while the admin checks.
    expect((await detail(id, client.auth)).versions).toEqual([]);

    // The admin pins slide 2 and sends V1 back without a general note.
    const sentBack = await call('POST', `/api/projects/${id}/admin-reject`, admin.auth, {
      feedback: '',
      pins: [{ attachmentId: v1.files[1].id, x: 0.25, y: 0.5, comment: 'Logo zu klein' }],
    });
    expect(sentBack.statusCode).toBe(200);
    expect(sentBack.json<Detail>()).toMatchObject({
      status: 'in_progress',
      reviewCount: 0,
      versions: [{ number: 1, status: 'sent_back', current: false }],
    });
    const adminPin = sentBack.json<Detail>().pins[0];
    expect(adminPin).toMatchObject({
      versionNumber: 1,
      attachmentId: v1.files[1].id,
      comment: 'Logo zu klein',
      authorRole: 'admin',
      internal: true,
      done: false,
    });

    // The designer sees V1 and the admin's pin; the client (and the admin as the client) neither.
    expect((await detail(id, designer.auth)).pins.map((pin) => pin.id)).toEqual([adminPin.id]);
    for (const auth of [client.auth, asClientView()]) {
      const seen = await detail(id, auth);
      expect(seen.versions).toEqual([]);
      expect(seen.pins).toEqual([]);
    }

    // The checklist: only the order's designer ticks, only while it reworks or the admin checks.
    const tick = (auth: Auth, pinId = adminPin.id, body: unknown = { done: true, answer: 'Logo verdoppelt' }) =>
      call('PATCH', `/api/projects/${id}/pins/${pinId}`, auth, body);
    expect((await tick(client.auth)).statusCode).toBe(403);
    expect((await tick(admin.auth)).statusCode).toBe(403);
    expect((await tick(otherDesigner.auth)).statusCode).toBe(404);
    expect((await tick(designer.auth, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await tick(designer.auth, adminPin.id, { done: 'ja' })).statusCode).toBe(400);

    // V2; the designer ticks the pin while the admin checks, answering it.
    const v2Files = await Promise.all(
      [40, 50, 60].map(async (red, i) => ({ name: `v2-slide-${i + 1}.png`, bytes: await slide(red) })),
    );
    const afterV2 = await submit(id, v2Files);
    expect(afterV2.versions.map((version) => [version.number, version.status, version.current])).toEqual([
      [1, 'sent_back', false],
      [2, 'in_check', true],
    ]);
    const ticked = await tick(designer.auth);
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json()).toMatchObject({
      id: adminPin.id,
      done: true,
      answer: 'Logo verdoppelt',
      resolvedInVersion: 2,
    });
    expect((await call('POST', `/api/projects/${id}/admin-approve`, admin.auth)).statusCode).toBe(200);
    // Passed on: the checklist is closed while the client reviews.
    expect((await tick(designer.auth)).statusCode).toBe(409);

    // The client sees V2 only (V1 was never passed), and still no admin pin.
    const inReview = await detail(id, client.auth);
    expect(inReview.versions.map((version) => [version.number, version.status])).toEqual([[2, 'in_review']]);
    expect(inReview.pins).toEqual([]);
    const v2 = inReview.versions[0];
    expect(inReview.attachments.filter((a) => a.isFinalDesign).map((a) => a.id)).toEqual(
      v2.files.map((file) => file.id),
    );
    expect(inReview.downloads.zipUrl).toBeNull();

    // Pins only on the version under review: not on V1's files, not on a reference file, not on another order's.
    const request = (pins: unknown[], feedback = '', auth = client.auth) =>
      call('POST', `/api/projects/${id}/request-changes`, auth, { feedback, pins });
    const pinOn = (attachmentId: string, extra: Record<string, unknown> = {}) => ({
      attachmentId,
      x: 0.5,
      y: 0.5,
      comment: 'Hier',
      ...extra,
    });
    expect((await request([pinOn(v1.files[2].id)])).statusCode).toBe(400);
    const other = await createProject(app, otherClient.auth, {
      title: 'Fremd',
      description: 'Fremd',
      contentType: 'post',
    });
    const reference = await app.request('POST', `/api/projects/${other.id}/attachments`, {
      headers: otherClient.auth,
      form: form([{ name: 'r.png', bytes: PNG }]),
    });
    expect((await request([pinOn(reference.json<{ id: string }[]>()[0].id)])).statusCode).toBe(400);
    for (const bad of [
      { x: 1.5 },
      { x: null, y: null },
      { x: 0.5, y: null },
      { comment: '  ' },
      { atSeconds: 3 },
      { attachmentId: 'nope' },
    ]) {
      const refused = await request([pinOn(v2.files[2].id, bad)]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errors: [expect.objectContaining({ field: expect.stringContaining('pins') })],
      });
    }
    expect((await request(Array.from({ length: 51 }, () => pinOn(v2.files[0].id)))).statusCode).toBe(400);
    // The designer and the admin do not ask for changes; a stranger does not see the order.
    expect((await request([pinOn(v2.files[2].id)], '', designer.auth)).statusCode).toBe(403);
    expect((await request([pinOn(v2.files[2].id)], '', otherClient.auth)).statusCode).toBe(404);
    // Neither note nor pins: refused, nothing counted.
    expect((await request([], ' ')).json()).toMatchObject({
      statusCode: 400,
      message: 'Bitte beschreibe, was geändert werden soll',
    });
    expect((await detail(id, client.auth)).reviewCount).toBe(0);

    // The client pins slide 3 and a second spot: one revision.
    const asked = await request(
      [
        pinOn(v2.files[2].id, { comment: 'Preis grösser' }),
        pinOn(v2.files[0].id, { x: 0.1, y: 0.9, comment: 'Adresse fehlt' }),
      ],
      'Sonst super',
    );
    expect(asked.statusCode).toBe(200);
    expect(asked.json<Detail>()).toMatchObject({ status: 'in_progress', reviewCount: 1 });
    const clientPins = (await detail(id, client.auth)).pins;
    expect(clientPins.map((pin) => [pin.comment, pin.authorRole, pin.versionNumber])).toEqual([
      ['Preis grösser', 'client', 2],
      ['Adresse fehlt', 'client', 2],
    ]);
    expect((await detail(id, client.auth)).versions).toMatchObject([
      { number: 2, status: 'changes_requested', note: 'Sonst super', current: false },
    ]);
    expect((await detail(id, designer.auth)).pins).toHaveLength(3);

    // V3 with both pins done; the admin passes it.
    const v3Files = [
      { name: 'v3-slide-1.png', bytes: await slide(70) },
      { name: 'v3-slide-2.png', bytes: await slide(80) },
    ];
    await submit(id, v3Files);
    for (const pin of clientPins)
      expect(
        (
          await tick(designer.auth, pin.id, {
            done: true,
            answer: pin.comment === 'Adresse fehlt' ? 'Adresse unten rechts' : null,
          })
        ).statusCode,
      ).toBe(200);
    await call('POST', `/api/projects/${id}/admin-approve`, admin.auth);
    const beforeApproval = await detail(id, client.auth);
    expect(beforeApproval.versions.map((version) => [version.number, version.status])).toEqual([
      [2, 'changes_requested'],
      [3, 'in_review'],
    ]);
    expect(beforeApproval.pins.map((pin) => [pin.comment, pin.done, pin.resolvedInVersion, pin.answer])).toEqual([
      ['Preis grösser', true, 3, null],
      ['Adresse fehlt', true, 3, 'Adresse unten rechts'],
    ]);

    const approved = await call('POST', `/api/projects/${id}/approve`, client.auth);
    expect(approved.json<Detail>()).toMatchObject({
      status: 'completed',
      versions: [{ number: 2 }, { number: 3, status: 'approved', current: true }],
    });

    // The ZIP holds exactly V3's files, in order, byte for byte.
    const { zipUrl, recordUrl } = approved.json<Detail>().downloads;
    expect(zipUrl).toMatch(new RegExp(`^/api/projects/${id}/finals\\.zip\\?e=\\d+&n=[^&]+&download=1&s=[\\w-]{43}$`));
    const zip = await fetchBytes(zipUrl!);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toContain('attachment; filename="Herbst-Aktion Carousel V3.zip"');
    const entries = unzipSync(zip.bytes);
    expect(Object.keys(entries)).toEqual(['01 v3-slide-1.png', '02 v3-slide-2.png']);
    expect(Buffer.from(entries['01 v3-slide-1.png']).equals(v3Files[0].bytes)).toBe(true);
    expect(Buffer.from(entries['02 v3-slide-2.png']).equals(v3Files[1].bytes)).toBe(true);
    // The link is the permission: a changed signature, another order's id, no signature: refused.
    expect((await fetchBytes(zipUrl!.replace(/s=[\w-]+$/, 's=' + 'A'.repeat(43)))).status).toBe(403);
    expect((await fetchBytes(zipUrl!.replace(id, other.id))).status).toBe(403);
    expect((await fetchBytes(`/api/projects/${id}/finals.zip`)).status).toBe(403);
    // A record link does not open the ZIP, nor the client's record the agency's.
    expect((await fetchBytes(recordUrl.replace('record.pdf', 'finals.zip'))).status).toBe(403);
    expect((await fetchBytes(recordUrl.replace('a=client', 'a=staff'))).status).toBe(403);

    // The agency's record names every step with its pins; the client's leaves out what is internal.
    const staffRecord = await fetchBytes((await detail(id, admin.auth)).downloads.recordUrl);
    expect(staffRecord.status).toBe(200);
    expect(staffRecord.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(staffRecord.bytes).includes('/Subtype /Image')).toBe(true);
    const staffText = pdfText(Buffer.from(staffRecord.bytes)).replace(/\s+/g, ' ');
    for (const step of [
      'V1 eingereicht von Dora Designer',
      'V1 zurückgesendet von Adrian Admin (Admin-Prüfung, intern)',
      'Logo zu klein — Erledigt in V2: Logo verdoppelt',
      'V2 eingereicht von Dora Designer',
      'V2 geprüft und an den Kunden weitergegeben von Adrian Admin',
      'Änderungen an V2 angefordert von Kundin Kessler',
      'Anmerkung: Sonst super',
      'Pin 1 (Folie 3): Preis grösser — Erledigt in V3',
      'Pin 2 (Folie 1): Adresse fehlt — Erledigt in V3: Adresse unten rechts',
      'V3 geprüft und an den Kunden weitergegeben von Adrian Admin',
      'V3 freigegeben von Kundin Kessler',
      'Freigegebene Version V3',
    ]) {
      expect(staffText).toContain(step);
    }
    const clientRecord = await fetchBytes(recordUrl);
    const clientText = pdfText(Buffer.from(clientRecord.bytes)).replace(/\s+/g, ' ');
    expect(clientText).toContain('Änderungen an V2 angefordert von Kundin Kessler');
    expect(clientText).toContain('V3 freigegeben von Kundin Kessler');
    for (const internal of ['V1 eingereicht', 'zurückgesendet', 'Logo zu klein'])
      expect(clientText).not.toContain(internal);
  });

  it('counts a change request with pins as one revision, and none once they are used up', async () => {
    const { client, designer, admin } = people;
    const { id } = await createProject(app, client.auth, {
      title: 'Post mit Pins',
      description: 'Inhalt',
      contentType: 'post',
    });
    await call('POST', `/api/projects/${id}/start`, designer.auth);
    for (let round = 1; round <= 3; round += 1) {
      const submitted = await submit(id, [{ name: `runde-${round}.png`, bytes: await slide(round * 30) }]);
      const file = submitted.versions.at(-1)!.files[0];
      // An admin send-back with pins costs the client nothing.
      if (round === 1) {
        const sent = await call('POST', `/api/projects/${id}/admin-reject`, admin.auth, {
          pins: [{ attachmentId: file.id, x: 0.5, y: 0.5, comment: 'Kontrast' }],
        });
        expect(sent.json<Detail>().reviewCount).toBe(0);
        const again = await submit(id, [{ name: 'runde-1b.png', bytes: await slide(99) }]);
        await call('POST', `/api/projects/${id}/admin-approve`, admin.auth);
        const pins = [{ attachmentId: again.versions.at(-1)!.files[0].id, x: 0.2, y: 0.2, comment: `Pin ${round}` }];
        expect(
          (await call('POST', `/api/projects/${id}/request-changes`, client.auth, { pins })).json<Detail>().reviewCount,
        ).toBe(1);
        continue;
      }
      await call('POST', `/api/projects/${id}/admin-approve`, admin.auth);
      const pins = [
        { attachmentId: file.id, x: 0.2, y: 0.2, comment: `Pin ${round}` },
        { attachmentId: file.id, x: 0.8, y: 0.8, comment: 'Noch einer' },
      ];
      const asked = await call('POST', `/api/projects/${id}/request-changes`, client.auth, { pins });
      if (round === 2) expect(asked.json<Detail>().reviewCount).toBe(2);
      else expect(asked.json()).toMatchObject({ statusCode: 409, code: 'REVISIONS_EXHAUSTED' });
    }
    const final = await detail(id, designer.auth);
    expect(final.versions.map((version) => version.status)).toEqual([
      'sent_back',
      'changes_requested',
      'changes_requested',
      'in_review',
    ]);
    // The refused third request left no pins behind.
    expect(final.pins.map((pin) => pin.comment)).toEqual(['Kontrast', 'Pin 1', 'Pin 2', 'Noch einer']);
  });

  it("names on the client's timeline only the versions the admin passed, with their files", async () => {
    const { client, designer, admin } = people;
    const { id } = await createProject(app, client.auth, {
      title: 'Zeitachse',
      description: 'Inhalt',
      contentType: 'post',
    });
    await call('POST', `/api/projects/${id}/start`, designer.auth);
    const timeline = async (auth: Auth) => {
      const response = await call('GET', `/api/projects/${id}/timeline`, auth);
      expect(response.statusCode).toBe(200);
      return { entries: response.json<{ type: string; data: Record<string, unknown> }[]>(), text: response.body };
    };
    const asClient = async () => [await timeline(client.auth), await timeline(asClientView())];

    await submit(id, [{ name: 'geheim-v1.png', bytes: await slide(11) }]);
    // In the admin's check: neither the submission nor its file name.
    for (const seen of await asClient()) {
      expect(seen.entries.map((entry) => entry.type)).toEqual(['ProjectCreated', 'WorkStarted']);
      expect(seen.text).not.toContain('geheim-v1.png');
    }
    await call('POST', `/api/projects/${id}/admin-reject`, admin.auth, { feedback: 'Nochmals' });
    await submit(id, [{ name: 'entwurf-v2.png', bytes: await slide(22) }]);
    await call('POST', `/api/projects/${id}/admin-approve`, admin.auth);

    // Passed: V2 is there; V1 (sent back) is not, nor anything of it.
    for (const seen of await asClient()) {
      expect(seen.entries.map((entry) => [entry.type, entry.data.version ?? null])).toEqual([
        ['ProjectCreated', null],
        ['WorkStarted', null],
        ['FinalDesignsSubmitted', 2],
        ['DesignApprovedByAdmin', 2],
      ]);
      expect(seen.text).toContain('entwurf-v2.png');
      expect(seen.text).not.toContain('geheim-v1.png');
    }
    // Staff keep seeing everything.
    for (const auth of [admin.auth, designer.auth]) {
      const seen = await timeline(auth);
      expect(
        seen.entries.filter((entry) => entry.type === 'FinalDesignsSubmitted').map((entry) => entry.data.files),
      ).toEqual([['geheim-v1.png'], ['entwurf-v2.png']]);
      expect(seen.entries.map((entry) => entry.type)).toContain('DesignRejectedByAdmin');
    }
  });

  it("tells the client that its designer left, but not the version still in the admin's check that went along", async () => {
    const { admin } = people;
    const [client, designer] = await Promise.all([
      createSignedIn(app, 'client', 'Kundin Weg'),
      createSignedIn(app, 'designer', 'Designer Weg'),
    ]);
    await subscribe(
      app,
      client.id,
      (await ensurePlans(app)).find((plan) => plan.name === 'Business')!,
    );
    await linkDesigner(app, client.id, designer.id);
    const { id } = await createProject(app, client.auth, {
      title: 'Verlassen',
      description: 'Inhalt',
      contentType: 'post',
    });
    await call('POST', `/api/projects/${id}/start`, designer.auth);
    expect(
      (
        await app.request('POST', `/api/projects/${id}/final-designs`, {
          headers: designer.auth,
          form: form([{ name: 'halbfertig.png', bytes: await slide(33) }]),
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/admin/users/${designer.id}`, admin.auth)).statusCode).toBe(204);

    const entries = (await call('GET', `/api/projects/${id}/timeline`, client.auth)).json<
      { type: string; data: Record<string, unknown> }[]
    >();
    expect(entries.map((entry) => entry.type)).toEqual(['ProjectCreated', 'WorkStarted', 'DesignerUnassigned']);
    expect(entries[2].data).not.toHaveProperty('version');
    const staff = (await call('GET', `/api/projects/${id}/timeline`, admin.auth)).json<
      { type: string; data: Record<string, unknown> }[]
    >();
    expect(staff.find((entry) => entry.type === 'DesignerUnassigned')?.data).toMatchObject({ version: 1 });
  });

  it('pins a moment of a reel, and refuses a video pin without one', async () => {
    const { client, designer, admin } = people;
    const { id } = await createProject(app, client.auth, { title: 'Reel', description: 'Inhalt', contentType: 'reel' });
    await call('POST', `/api/projects/${id}/start`, designer.auth);
    const video = (await submit(id, [{ name: 'reel.mp4', bytes: MP4 }])).versions[0].files[0];
    const reject = (pin: Record<string, unknown>) =>
      call('POST', `/api/projects/${id}/admin-reject`, admin.auth, {
        pins: [{ attachmentId: video.id, comment: 'Schnitt', ...pin }],
      });
    expect((await reject({ x: 0.5, y: 0.5 })).statusCode).toBe(400);
    const sent = await reject({ atSeconds: 7.5 });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<Detail>().pins[0]).toMatchObject({ atSeconds: 7.5, x: null, y: null });
    // Sent back: a second send-back of the same version is not possible.
    expect((await reject({ atSeconds: 1 })).statusCode).toBe(409);
  });
});
