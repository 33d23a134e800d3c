import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Attachment } from '../../src/projects/files/attachment.entity.js';
import { FileUrlSigner } from '../../src/storage/file-url-signer.js';
import { inContext } from '../factories.js';
import { form, MP4, PNG } from '../files.js';
import { cast, createProject, type Cast } from '../projects-fixtures.js';
import { ownDataDir } from '../raw-upload.js';
import { createTestApp, type TestApp } from '../test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface AttachmentAnswer {
  fileUrl: string;
  downloadUrl: string;
  fileName: string;
  isFinalDesign: boolean;
}

/** The parts of a signed file URL. */
function parts(url: string) {
  const parsed = new URL(url, 'http://x');
  return { key: parsed.pathname.replace('/files/', ''), query: parsed.searchParams };
}

function withQuery(url: string, change: (query: URLSearchParams) => void): string {
  const parsed = new URL(url, 'http://x');
  change(parsed.searchParams);
  return `${parsed.pathname}?${parsed.searchParams}`;
}

describe('private files: signed URLs only', () => {
  let app: TestApp;
  let people: Cast;
  let dataDir: string;
  let orderId: string;
  let reference: AttachmentAnswer;

  beforeAll(async () => {
    dataDir = ownDataDir();
    ({ app } = await createTestApp({ DATA_DIR: dataDir }));
    people = await cast(app);
    orderId = (
      await createProject(app, people.client.auth, { title: 'Dateien', description: 'Inhalt', contentType: 'reel' })
    ).id;
    const uploaded = await app.request('POST', `/api/projects/${orderId}/attachments`, {
      headers: people.client.auth,
      form: form([{ name: 'Grüsse aus Zürich (v2).mp4', bytes: MP4 }]),
    });
    expect(uploaded.statusCode).toBe(201);
    [reference] = uploaded.json<AttachmentAnswer[]>();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves a signed URL privately: no caching by others, no sniffing, no scripts, the original name, ranges', async () => {
    const { key, query } = parts(reference.fileUrl);
    expect(key).toMatch(new RegExp(`^${orderId}/[0-9a-f-]{36}\\.mp4$`));
    expect(query.get('n')).toBe('Grüsse aus Zürich (v2).mp4');

    const file = await app.request('GET', reference.fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect(file.headers.get('content-length')).toBe(String(MP4.length));
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(file.headers.get('cache-control') ?? '')?.[1]);
    // Valid until the end of the next full hour: one to two hours from now.
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(7200);
    expect(Number(query.get('e')) - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(file.headers.get('content-disposition')).toBe(
      `inline; filename="Gr_sse aus Z_rich (v2).mp4"; filename*=UTF-8''Gr%C3%BCsse%20aus%20Z%C3%BCrich%20%28v2%29.mp4`,
    );

    const download = await app.request('GET', reference.downloadUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Gr_sse aus Z_rich \(v2\)\.mp4"; filename\*=UTF-8''Gr%C3%BCsse/,
    );

    // A <video> asks for ranges.
    const range = await app.request('GET', reference.fileUrl, { headers: { range: 'bytes=4-11' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 4-11/${MP4.length}`);
    expect(range.body).toBe('ftypisom');
    expect(range.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
  });

  it('answers the same URL within the hour, so caches keep working', async () => {
    const before = FileUrlSigner.fromSecret(app.config.jwtSecret).expiry();
    const first = (await app.request('GET', `/api/projects/${orderId}`, { headers: people.client.auth })).json();
    const second = (await app.request('GET', `/api/projects/${orderId}`, { headers: people.client.auth })).json();
    const after = FileUrlSigner.fromSecret(app.config.jwtSecret).expiry();
    // (Unless a clock hour ended between the two answers.)
    if (before === after) expect(second.attachments[0].fileUrl).toBe(first.attachments[0].fileUrl);
    const expiry = (url: string) => parts(url).query.get('e');
    if (expiry(reference.fileUrl) === expiry(first.attachments[0].fileUrl))
      expect(first.attachments[0].fileUrl).toBe(reference.fileUrl);
  });

  it('refuses the path without a signature, and every tampered, foreign or expired signature', async () => {
    const { key } = parts(reference.fileUrl);
    const refusals = [
      `/files/${key}`,
      `/files/${key}?e=9999999999&n=x.mp4`,
      withQuery(reference.fileUrl, (q) => q.set('s', `${q.get('s')!.slice(0, -2)}AA`)),
      withQuery(reference.fileUrl, (q) => q.set('e', String(Number(q.get('e')) + 3600))),
      withQuery(reference.fileUrl, (q) => q.set('n', 'anders.html')),
      withQuery(reference.fileUrl, (q) => q.set('download', '1')),
      withQuery(reference.downloadUrl, (q) => q.delete('download')),
      FileUrlSigner.fromSecret('a-different-installation-secret-of-enough-length').sign(key, {
        fileName: reference.fileName,
      }),
    ];
    for (const url of refusals) {
      const response = await app.request('GET', url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
      expect(response.json()).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Dieser Link ist ungültig' });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }

    // Signed correctly, but its hour has passed.
    const threeHoursAgo = FileUrlSigner.fromSecret(app.config.jwtSecret, () => Date.now() - 3 * 3600 * 1000);
    const expired = await app.request('GET', threeHoursAgo.sign(key, { fileName: reference.fileName }));
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'Dieser Link ist abgelaufen. Bitte lade die Seite neu.',
    });

    // Signed for a key that is not a file of ours: like a missing file.
    const signer = FileUrlSigner.fromSecret(app.config.jwtSecret);
    const missing = await app.request(
      'GET',
      signer.sign(`${orderId}/00000000-0000-4000-8000-000000000000.png`, { fileName: 'x.png' }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Datei nicht gefunden' });
  });

  it('keeps files stored under the old, time-based names working (with signed URLs now)', async () => {
    const oldKey = `${orderId}/final_1795387379733-1.png`;
    mkdirSync(join(dataDir, 'files', orderId), { recursive: true });
    writeFileSync(join(dataDir, 'files', oldKey), PNG);
    await inContext(app, async (em) => {
      em.create(Attachment, {
        project: orderId,
        uploadedBy: null,
        storageKey: oldKey,
        fileName: 'alt.png',
        fileType: 'image/png',
        sizeBytes: PNG.length,
        isFinalDesign: false,
      });
      await em.flush();
    });
    const order = (await app.request('GET', `/api/projects/${orderId}`, { headers: people.designer.auth })).json();
    const old = order.attachments.find((a: AttachmentAnswer) => a.fileName === 'alt.png');
    expect(parts(old.fileUrl).key).toBe(oldKey);
    const file = await app.request('GET', old.fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await app.request('GET', `/files/${oldKey}`)).statusCode).toBe(403);
  });

  it("gives another client's files to nobody but the order's people: its order answers 404, so no URL", async () => {
    const { otherClient, otherDesigner, designer, admin } = people;
    for (const stranger of [otherClient, otherDesigner]) {
      const order = await app.request('GET', `/api/projects/${orderId}`, { headers: stranger.auth });
      expect(order.statusCode).toBe(404);
      expect(order.body).not.toContain('/files/');
      const list = await app.request('GET', '/api/projects?pageSize=50', { headers: stranger.auth });
      expect(list.body).not.toContain(orderId);
    }
    // The order's designer and an admin get working URLs of their own.
    for (const insider of [designer, admin]) {
      const order = (await app.request('GET', `/api/projects/${orderId}`, { headers: insider.auth })).json();
      expect((await app.request('GET', order.attachments[0].fileUrl)).statusCode).toBe(200);
    }
  });

  it('keeps a final design in admin review from the client: not in its answer, and its stored name says nothing', async () => {
    const { client, designer, admin } = people;
    const { id } = await createProject(app, client.auth, {
      title: 'Geheim',
      description: 'Inhalt',
      contentType: 'post',
    });
    await app.request('POST', `/api/projects/${id}/start`, { headers: designer.auth });
    const submitted = await app.request('POST', `/api/projects/${id}/final-designs`, {
      headers: designer.auth,
      form: form([
        { name: 'entwurf-1.png', bytes: PNG },
        { name: 'entwurf-2.png', bytes: PNG },
      ]),
    });
    expect(submitted.statusCode).toBe(200);
    const finals = submitted.json().attachments.filter((a: AttachmentAnswer) => a.isFinalDesign);
    // Upload order kept, although the names are random.
    expect(finals.map((a: AttachmentAnswer) => a.fileName)).toEqual(['entwurf-1.png', 'entwurf-2.png']);
    expect(submitted.json().imageUrls).toEqual(finals.map((a: AttachmentAnswer) => a.fileUrl));

    // On disk: random names only, nothing from the time of upload.
    const stored = readdirSync(join(app.config.dataDir, 'files', id));
    expect(stored).toHaveLength(2);
    for (const name of stored) expect(name.replace(/\.png$/, '')).toMatch(UUID);

    const asClient = await app.request('GET', `/api/projects/${id}`, { headers: client.auth });
    expect(asClient.json()).toMatchObject({ status: 'admin_review', imageUrls: [], attachments: [] });
    for (const { key } of finals.map((a: AttachmentAnswer) => parts(a.fileUrl)))
      expect(asClient.body).not.toContain(key);
    // What the client could try: the path (it has no signature), or a name from the upload time.
    const guessed = await app.request('GET', `/files/${id}/final_${Date.now()}.png`);
    const known = await app.request('GET', `/files/${parts(finals[0].fileUrl).key}`);
    expect(guessed.statusCode).toBe(403);
    expect(known.statusCode).toBe(403);
    expect(known.body).toBe(guessed.body);

    // Once the admin passed them on, the client gets them.
    await app.request('POST', `/api/projects/${id}/admin-approve`, { headers: admin.auth });
    const inReview = (await app.request('GET', `/api/projects/${id}`, { headers: client.auth })).json();
    expect(inReview.imageUrls).toHaveLength(2);
    expect((await app.request('GET', inReview.imageUrls[1])).statusCode).toBe(200);
  });
});
