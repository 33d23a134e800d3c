import { rmSync } from 'node:fs';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { unzipSync } from 'fflate';
import { startS3StandIn, type S3StandIn } from '../../../scripts/s3-stand-in.mjs';
import { ApprovalRecordFile } from '../../src/projects/files/exports/approval-record-file.entity.js';
import { Attachment } from '../../src/projects/files/attachment.entity.js';
import { FileStorage } from '../../src/storage/file-storage.js';
import { S3Storage } from '../../src/storage/s3.storage.js';
import { contentDisposition } from '../../src/storage/serve-files.js';
import { inContext } from '../factories.js';
import { form, PNG } from '../files.js';
import { ProjectFactory } from '../project-factory.js';
import { cast, createProject, type Cast } from '../projects-fixtures.js';
import { filesIn, ownDataDir } from '../raw-upload.js';
import { createTestApp, type TestApp } from '../test-app.js';

interface AttachmentAnswer {
  fileUrl: string;
  downloadUrl: string;
}

/** The product with STORAGE_DRIVER=s3 against the local S3-compatible server, over HTTP. */
describe('files in S3: through the API', () => {
  let s3: S3StandIn;
  let app: TestApp;
  let dataDir: string;
  let people: Cast;
  let storage: S3Storage;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    dataDir = ownDataDir();
    ({ app } = await createTestApp({ DATA_DIR: dataDir, ...s3.env }));
    storage = app.get<FileStorage>(FileStorage) as S3Storage;
    people = await cast(app);
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const inBucket = (key: string) =>
    storage.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key })).then(
      (head) => ({ size: head.ContentLength, type: head.ContentType }),
      () => null,
    );
  const keysOf = (projectId: string) =>
    inContext(app, async (em) => [
      ...(await em.find(Attachment, { project: projectId })).map((row) => row.storageKey),
      ...(await em.find(ApprovalRecordFile, { project: projectId })).map((row) => row.storageKey),
    ]);

  it('an upload ends in the bucket (checked first, nothing left on disk), and its URLs load it from there', async () => {
    const order = await createProject(app, people.client.auth, {
      title: 'Im Bucket',
      description: 'Inhalt',
      contentType: 'post',
    });
    const uploaded = await app.request('POST', `/api/projects/${order.id}/attachments`, {
      headers: people.client.auth,
      form: form([{ name: 'Grüsse aus Zürich.png', bytes: PNG }]),
    });
    expect(uploaded.statusCode).toBe(201);
    const [file] = uploaded.json<AttachmentAnswer[]>();
    const [key] = await keysOf(order.id);
    expect(await inBucket(key)).toEqual({ size: PNG.length, type: 'image/png' });
    expect(filesIn(storage.temporaryDirectory())).toEqual([]);
    expect(filesIn(`${dataDir}/files`)).toEqual([]);

    expect(file.fileUrl.startsWith(`${s3.endpoint}/${s3.bucket}/${key}?`)).toBe(true);
    const loaded = await fetch(file.fileUrl);
    expect(loaded.status).toBe(200);
    expect(loaded.headers.get('content-type')).toBe('image/png');
    expect(loaded.headers.get('content-disposition')).toBe(contentDisposition('Grüsse aus Zürich.png', false));
    expect(Buffer.from(await loaded.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(file.downloadUrl)).headers.get('content-disposition')).toBe(
      contentDisposition('Grüsse aus Zürich.png', true),
    );

    // The web app may show images and videos from the bucket, and nothing else from anywhere else.
    const page = await app.request('GET', '/api/health');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`img-src 'self' data: blob: ${s3.endpoint}`);
    expect(csp).toContain(`media-src 'self' blob: ${s3.endpoint}`);
    expect(csp).toContain("connect-src 'self';");
  });

  it('a refused upload stores nothing in the bucket', async () => {
    const order = await createProject(app, people.client.auth, {
      title: 'Abgelehnt',
      description: 'Inhalt',
      contentType: 'post',
    });
    const before = s3.requests.length;
    const refused = await app.request('POST', `/api/projects/${order.id}/attachments`, {
      headers: people.client.auth,
      form: form([{ name: 'bild.png', bytes: Buffer.from('Dies ist nur Text, kein Bild.\n'.repeat(8)) }]),
    });
    expect(refused.statusCode).toBe(415);
    expect(s3.requests.slice(before).filter((line) => !line.startsWith('GET ') && !line.startsWith('HEAD '))).toEqual(
      [],
    );
    expect(await keysOf(order.id)).toEqual([]);
  });

  it('the ZIP and the approval record read the approved design from the bucket; deleting the client deletes its objects', async () => {
    const order = await new ProjectFactory(app).create({
      status: 'completed',
      clientId: people.client.id,
      designerId: people.designer.id,
      adminId: people.admin.id,
      title: 'Fertig im Bucket',
    });
    const detail = (await app.request('GET', `/api/projects/${order.id}`, { headers: people.client.auth })).json<{
      downloads: { zipUrl: string; recordUrl: string };
    }>();

    const [design] = await keysOf(order.id);
    const asked = (since: number) => s3.requests.slice(since);

    let since = s3.requests.length;
    const zip = await fetch(`${app.baseUrl}${detail.downloads.zipUrl}`);
    expect(zip.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.values(entries).map((bytes) => Buffer.from(bytes).equals(PNG))).toEqual([true]);
    expect(asked(since)).toContain(`GET /${s3.bucket}/${design}?x-id=GetObject`);

    since = s3.requests.length;
    const record = await fetch(`${app.baseUrl}${detail.downloads.recordUrl}`);
    expect(record.status).toBe(200);
    const pdf = Buffer.from(await record.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The design's thumbnail came out of the bucket; the record went into it, and comes from there.
    const keys = await keysOf(order.id);
    const [recordKey] = keys.filter((key) => key.endsWith('.pdf'));
    expect(asked(since)).toEqual(
      expect.arrayContaining([
        `GET /${s3.bucket}/${design}?x-id=GetObject`,
        `PUT /${s3.bucket}/${recordKey}?x-id=PutObject`,
        `GET /${s3.bucket}/${recordKey}?x-id=GetObject`,
      ]),
    );
    expect(await inBucket(recordKey)).toEqual({ size: pdf.length, type: 'application/pdf' });
    for (const key of keys) expect(await inBucket(key)).not.toBeNull();

    // A client of its own (the cast's client stays for the other tests) with an order and a file.
    const leaving = await cast(app);
    const own = await createProject(app, leaving.client.auth, {
      title: 'Geht mit',
      description: 'Inhalt',
      contentType: 'post',
    });
    expect(
      (
        await app.request('POST', `/api/projects/${own.id}/attachments`, {
          headers: leaving.client.auth,
          form: form([{ name: 'a.png', bytes: PNG }]),
        })
      ).statusCode,
    ).toBe(201);
    const finished = await new ProjectFactory(app).create({
      status: 'completed',
      clientId: leaving.client.id,
      designerId: leaving.designer.id,
      adminId: leaving.admin.id,
    });
    const finishedDetail = (
      await app.request('GET', `/api/projects/${finished.id}`, { headers: leaving.client.auth })
    ).json<{ downloads: { recordUrl: string } }>();
    expect((await fetch(`${app.baseUrl}${finishedDetail.downloads.recordUrl}`)).status).toBe(200);
    const leavingKeys = [...(await keysOf(own.id)), ...(await keysOf(finished.id))];
    expect(leavingKeys).toHaveLength(3);
    for (const key of leavingKeys) expect(await inBucket(key)).not.toBeNull();

    expect(
      (await app.request('DELETE', `/api/admin/users/${leaving.client.id}`, { headers: people.admin.auth })).statusCode,
    ).toBe(204);
    for (const key of leavingKeys) expect(await inBucket(key)).toBeNull();
    // The other client's objects stay.
    for (const key of keys) expect(await inBucket(key)).not.toBeNull();
  });
});
