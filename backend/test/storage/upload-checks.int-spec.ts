import { Buffer } from 'node:buffer';
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { form, PNG } from '../files.js';
import { cast, createProject, type Cast } from '../projects-fixtures.js';
import { BODY_TAIL, filesIn, ownDataDir, partHead, RawUpload } from '../raw-upload.js';
import { waitUntil } from '../wait-until.js';
import { createTestApp, type TestApp } from '../test-app.js';

const MB = 1024 * 1024;

/** A PNG as far as its first bytes go, then `bytes` of anything: what a "PNG" of any size looks like. */
function pngOf(bytes: number): Buffer {
  return Buffer.concat([PNG, Buffer.alloc(Math.max(0, bytes - PNG.length), 7)]);
}

describe('uploads: checked before they are read', () => {
  let app: TestApp;
  let people: Cast;
  let dataDir: string;
  const temporary = () => filesIn(join(dataDir, 'tmp'));
  const storedOf = (orderId: string) => filesIn(join(dataDir, 'files', orderId));

  beforeAll(async () => {
    dataDir = ownDataDir();
    ({ app } = await createTestApp({ DATA_DIR: dataDir }));
    people = await cast(app);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * Starts an upload of a large file (the body announced as 5 MB), sends only its first 64 KB and
   * waits: a server that read the body before deciding would never answer.
   */
  async function answerBeforeTheBody(path: string, auth: Record<string, string>) {
    const head = Buffer.concat([partHead('gross.png'), pngOf(64 * 1024)]);
    const upload = new RawUpload(app, path, auth, head.length + 5 * MB + BODY_TAIL.length);
    await upload.write(head);
    const answer = await upload.answer;
    upload.destroy();
    return answer;
  }

  async function completedOrder(): Promise<string> {
    const { client, designer, admin } = people;
    const { id } = await createProject(app, client.auth, {
      title: 'Fertig',
      description: 'Inhalt',
      contentType: 'post',
    });
    await app.request('POST', `/api/projects/${id}/start`, { headers: designer.auth });
    await app.request('POST', `/api/projects/${id}/final-designs`, {
      headers: designer.auth,
      form: form([{ name: 'final.png', bytes: PNG }]),
    });
    await app.request('POST', `/api/projects/${id}/admin-approve`, { headers: admin.auth });
    const done = await app.request('POST', `/api/projects/${id}/approve`, { headers: client.auth });
    expect(done.json().status).toBe('completed');
    return id;
  }

  it('answers an upload the caller may not make before reading its body, and stores nothing', async () => {
    const { client, otherClient, designer, otherDesigner } = people;
    const mine = await createProject(app, client.auth, { title: 'Meins', description: 'Inhalt', contentType: 'post' });
    const completed = await completedOrder();
    const before = storedOf(completed);
    const notFound = { statusCode: 404, code: 'NOT_FOUND', message: 'Auftrag nicht gefunden' };

    const cases = [
      {
        what: 'a random order id',
        path: `/api/projects/0b7e6d2a-5c4f-4e1a-9b8c-7d6e5f4a3b2c/attachments`,
        auth: client.auth,
        expected: notFound,
      },
      {
        what: "another client's order",
        path: `/api/projects/${mine.id}/attachments`,
        auth: otherClient.auth,
        expected: notFound,
      },
      {
        what: 'a completed order',
        path: `/api/projects/${completed}/attachments`,
        auth: client.auth,
        expected: {
          statusCode: 409,
          code: 'INVALID_TRANSITION',
          message: 'Ein abgeschlossener Auftrag kann nicht mehr geändert werden',
        },
      },
      {
        what: "another designer's order",
        path: `/api/projects/${mine.id}/final-designs`,
        auth: otherDesigner.auth,
        expected: notFound,
      },
      {
        what: 'final designs before work started',
        path: `/api/projects/${mine.id}/final-designs`,
        auth: designer.auth,
        expected: {
          statusCode: 409,
          code: 'INVALID_TRANSITION',
          message: 'Diese Aktion ist im aktuellen Status des Auftrags nicht möglich',
        },
      },
    ];
    for (const { what, path, auth, expected } of cases) {
      const answer = await answerBeforeTheBody(path, auth);
      expect({ what, body: answer.body }).toEqual({ what, body: expected });
      expect({ what, temporary: temporary() }).toEqual({ what, temporary: [] });
    }
    expect(storedOf(mine.id)).toEqual([]);
    expect(storedOf(completed)).toEqual(before);
    expect((await app.request('GET', `/api/projects/${mine.id}`, { headers: client.auth })).json().attachments).toEqual(
      [],
    );
  });

  it('refuses a Content-Length no allowed upload can have at once (413)', async () => {
    const { id } = await createProject(app, people.client.auth, {
      title: 'Riesig',
      description: 'Inhalt',
      contentType: 'post',
    });
    const upload = new RawUpload(app, `/api/projects/${id}/attachments`, people.client.auth, 4 * 1024 * MB);
    await upload.write(partHead('riesig.png'));
    const answer = await upload.answer;
    upload.destroy();
    expect(answer.statusCode).toBe(413);
    expect(answer.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(temporary()).toEqual([]);
  });

  it('stops an image at its cap while it streams: a 40 MB "PNG" is refused at 10 MB', async () => {
    const { id } = await createProject(app, people.client.auth, {
      title: 'Zu gross',
      description: 'Inhalt',
      contentType: 'post',
    });
    const file = pngOf(40 * MB);
    const body = Buffer.concat([partHead('riesig.png'), file, BODY_TAIL]);
    const upload = new RawUpload(app, `/api/projects/${id}/attachments`, people.client.auth, body.length);
    await upload.write(body);
    const answer = await upload.answer;
    upload.destroy();
    expect(answer.statusCode).toBe(413);
    expect(answer.body).toEqual({ statusCode: 413, code: 'FILE_TOO_LARGE', message: 'Datei zu gross. Maximum 10MB' });
    // The answer came while the body was still going out: the server did not read it to the end.
    expect(upload.sent).toBeLessThan(body.length);
    expect(temporary()).toEqual([]);
    expect(storedOf(id)).toEqual([]);
  });

  it('leaves nothing behind when the client goes away in the middle of an upload', async () => {
    const { id } = await createProject(app, people.client.auth, {
      title: 'Abbruch',
      description: 'Inhalt',
      contentType: 'post',
    });
    const head = Buffer.concat([partHead('halb.png'), pngOf(2 * MB)]);
    const upload = new RawUpload(
      app,
      `/api/projects/${id}/attachments`,
      people.client.auth,
      head.length + 6 * MB + BODY_TAIL.length,
    );
    await upload.write(head);
    // The server is writing the file...
    await waitUntil('one temporary file', () => temporary().length === 1, { timeoutMs: 10_000 });
    // ...when the connection drops.
    upload.destroy();
    await waitUntil('no temporary file', () => temporary().length === 0, { timeoutMs: 10_000 });
    expect(storedOf(id)).toEqual([]);
    expect(
      (await app.request('GET', `/api/projects/${id}`, { headers: people.client.auth })).json().attachments,
    ).toEqual([]);
  });

  it('answers a malformed multipart body with 400 and a German message on every kind of upload, and stores nothing', async () => {
    const { client, designer } = people;
    const { id } = await createProject(app, client.auth, {
      title: 'Kaputt',
      description: 'Inhalt',
      contentType: 'post',
    });
    expect((await app.request('POST', `/api/projects/${id}/start`, { headers: designer.auth })).statusCode).toBe(200);
    const part = (field: string) =>
      `--B0undary\r\nContent-Disposition: form-data; name="${field}"; filename="bild.png"\r\nContent-Type: image/png\r\n\r\n`;
    const bodies = (field: string) => [
      { what: 'no boundary', type: 'multipart/form-data', body: `${part(field)}Inhalt\r\n--B0undary--\r\n` },
      {
        what: 'another boundary than the body uses',
        type: 'multipart/form-data; boundary=Andere',
        body: `${part(field)}Inhalt\r\n--B0undary--\r\n`,
      },
      {
        what: 'a boundary longer than any allowed',
        type: `multipart/form-data; boundary=${'x'.repeat(300)}`,
        body: `--${'x'.repeat(300)}\r\n`,
      },
      {
        what: 'a part cut off',
        type: 'multipart/form-data; boundary=B0undary',
        body: `${part(field)}${'Inhalt ohne Ende '.repeat(50)}`,
      },
      {
        what: 'a part header cut off',
        type: 'multipart/form-data; boundary=B0undary',
        body: '--B0undary\r\nContent-Disposition: form-data; name="',
      },
      {
        what: 'a broken part header',
        type: 'multipart/form-data; boundary=B0undary',
        body: '--B0undary\r\nkein Header\r\n\r\nInhalt\r\n--B0undary--\r\n',
      },
      {
        what: 'garbage',
        type: 'multipart/form-data; boundary=B0undary',
        body: '\u0001\u0002 das ist kein Formular \u00ff'.repeat(40),
      },
      { what: 'nothing', type: 'multipart/form-data; boundary=B0undary', body: '' },
    ];
    const uploads = [
      { kind: 'reference files', path: `/api/projects/${id}/attachments`, auth: client.auth, field: 'files' },
      { kind: 'final designs', path: `/api/projects/${id}/final-designs`, auth: designer.auth, field: 'files' },
      { kind: 'a logo', path: `/api/clients/${client.id}/logo`, auth: client.auth, field: 'file' },
    ];
    for (const { kind, path, auth, field } of uploads) {
      for (const { what, type, body } of bodies(field)) {
        const answer = await app.request('POST', path, { headers: { ...auth, 'content-type': type }, rawBody: body });
        expect({ kind, what, status: answer.statusCode, code: answer.json().code }).toEqual({
          kind,
          what,
          status: 400,
          code: 'VALIDATION',
        });
        expect(answer.json().message).toMatch(/Datei/i);
      }
    }
    expect(storedOf(id)).toEqual([]);
    expect(filesIn(join(dataDir, 'files', 'logos', client.id))).toEqual([]);
    expect((await app.request('GET', `/api/projects/${id}`, { headers: client.auth })).json()).toMatchObject({
      status: 'in_progress',
      attachments: [],
    });
    await waitUntil('no temporary file', () => temporary().length === 0, { timeoutMs: 10_000 });
  });

  it('takes at most 50 files per order, counting the ones on their way in', async () => {
    const { client } = people;
    const { id } = await createProject(app, client.auth, {
      title: 'Viele',
      description: 'Inhalt',
      contentType: 'carousel',
    });
    const upload = (count: number) =>
      app.request('POST', `/api/projects/${id}/attachments`, {
        headers: client.auth,
        form: form(Array.from({ length: count }, (_, i) => ({ name: `bild-${i + 1}.png`, bytes: PNG }))),
      });
    for (const count of [10, 10, 10, 10, 5]) expect((await upload(count)).statusCode).toBe(201);

    // 45 + 10 is too many: the whole request is refused, none of its files kept.
    const over = await upload(10);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'VALIDATION', message: 'Höchstens 50 Dateien pro Auftrag' });
    expect(temporary()).toEqual([]);

    expect((await upload(5)).statusCode).toBe(201);
    const fiftyFirst = await upload(1);
    expect(fiftyFirst.statusCode).toBe(400);
    expect(fiftyFirst.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Höchstens 50 Dateien pro Auftrag',
      errors: [{ field: 'files', message: 'Höchstens 50 Dateien pro Auftrag' }],
    });
    expect((await app.request('GET', `/api/projects/${id}`, { headers: client.auth })).json().attachments).toHaveLength(
      50,
    );
    expect(storedOf(id)).toHaveLength(50);
    expect(temporary()).toEqual([]);
  });

  it('checks the room again under the order lock: of two simultaneous uploads that both fit alone, one is kept', async () => {
    const { client } = people;
    const { id } = await createProject(app, client.auth, {
      title: 'Gleichzeitig',
      description: 'Inhalt',
      contentType: 'carousel',
    });
    const upload = (count: number) =>
      app.request('POST', `/api/projects/${id}/attachments`, {
        headers: client.auth,
        form: form(Array.from({ length: count }, (_, i) => ({ name: `bild-${i + 1}.png`, bytes: PNG }))),
      });
    for (const count of [10, 10, 10, 5]) expect((await upload(count)).statusCode).toBe(201);
    const answers = await Promise.all([upload(10), upload(10)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().message).toBe('Höchstens 50 Dateien pro Auftrag');
    expect((await app.request('GET', `/api/projects/${id}`, { headers: client.auth })).json().attachments).toHaveLength(
      45,
    );
    expect(storedOf(id)).toHaveLength(45);
    expect(temporary()).toEqual([]);
  });
});

describe('uploads: the sweep of the temporary folder', () => {
  it('removes an old leftover at start, and keeps a fresh one (another replica may be writing it)', async () => {
    const dataDir = ownDataDir();
    const tmp = join(dataDir, 'tmp');
    mkdirSync(tmp, { recursive: true });
    writeFileSync(join(tmp, 'abgebrochen'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
    utimesSync(join(tmp, 'abgebrochen'), twoHoursAgo, twoHoursAgo);
    writeFileSync(join(tmp, 'laeuft-gerade'), 'x');

    const { app } = await createTestApp({ DATA_DIR: dataDir });
    try {
      expect(filesIn(tmp)).toEqual(['laeuft-gerade']);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
