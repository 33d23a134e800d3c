import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { once } from 'node:events';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { startS3StandIn, type S3StandIn } from '../../../scripts/s3-stand-in.mjs';
import type { S3Settings } from '../../src/config/app-config.js';
import { FileStorage, randomKey } from '../../src/storage/file-storage.js';
import { FileUrlSigner } from '../../src/storage/file-url-signer.js';
import { LocalDiskStorage } from '../../src/storage/local-disk.storage.js';
import { S3Storage } from '../../src/storage/s3.storage.js';
import { contentDisposition } from '../../src/storage/serve-files.js';
import { PNG } from '../files.js';
import { filesIn, ownDataDir } from '../raw-upload.js';
import { createTestApp, type TestApp } from '../test-app.js';

const HOUR_MS = 3600 * 1000;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The same tests for both drivers: the data folder served under /files, and a bucket of the local S3-compatible server. */
describe.each(['local', 's3'] as const)('file storage: the %s driver', (driver) => {
  let s3: S3StandIn | null = null;
  let app: TestApp;
  let dataDir: string;
  let storage: FileStorage;
  const folder = randomUUID();

  /** A driver like the app's, whose clock says `now` (for URLs signed in the past). */
  let driverAt: (now: () => number) => FileStorage;

  beforeAll(async () => {
    dataDir = ownDataDir();
    if (driver === 's3') s3 = await startS3StandIn();
    ({ app } = await createTestApp({ DATA_DIR: dataDir, ...(s3?.env ?? {}) }));
    storage = app.get<FileStorage>(FileStorage);
    driverAt = (now) =>
      storage instanceof S3Storage
        ? new S3Storage(storage.settings, dataDir, now)
        : new LocalDiskStorage(dataDir, FileUrlSigner.fromSecret(app.config.jwtSecret, now));
  });
  afterAll(async () => {
    await app.close();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A temporary upload with these bytes, as read-uploads.ts leaves it. */
  function temporary(bytes: Buffer): string {
    const path = join(storage.temporaryDirectory(), randomUUID());
    writeFileSync(path, bytes);
    return path;
  }

  /** Fetches a signed URL as a browser would: the app's /files route, or the bucket itself. */
  const load = (url: string) => fetch(url.startsWith('/') ? `${app.baseUrl}${url}` : url);

  it('is the driver STORAGE_DRIVER names, and ready', async () => {
    expect(storage).toBeInstanceOf(driver === 's3' ? S3Storage : LocalDiskStorage);
    await expect(storage.ready()).resolves.toBeUndefined();
  });

  it('keeps a saved file (the temporary one gone), reads it back, and removes it (twice is no error)', async () => {
    const key = randomKey(folder, 'png');
    const path = temporary(PNG);
    await storage.save(key, path, 'image/png');
    expect(existsSync(path)).toBe(false);
    expect((await bytesOf(storage.read(key))).equals(PNG)).toBe(true);

    await storage.remove(key);
    await storage.remove(key);
    await expect(bytesOf(storage.read(key))).rejects.toThrow();
  });

  it('hands the file to whoever holds a signed URL, with its name and type, inline or as a download; a changed, missing or expired signature gets nothing', async () => {
    const key = randomKey(folder, 'png');
    await storage.save(key, temporary(PNG), 'image/png');
    const fileName = 'Grüsse "neu" (1).png';

    const inline = await load(storage.signedUrl(key, { fileName }));
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-type')).toBe('image/png');
    expect(inline.headers.get('content-disposition')).toBe(contentDisposition(fileName, false));
    expect(inline.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(Buffer.from(await inline.arrayBuffer()).equals(PNG)).toBe(true);

    const download = await load(storage.signedUrl(key, { fileName, download: true }));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(contentDisposition(fileName, true));
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);

    // The same URL all hour (the caches keep working), valid one to two hours.
    expect(storage.signedUrl(key, { fileName })).toBe(storage.signedUrl(key, { fileName }));
    const url = new URL(storage.signedUrl(key, { fileName }), app.baseUrl);
    const signature = url.searchParams.has('s') ? 's' : 'X-Amz-Signature';
    const changed = new URL(url);
    changed.searchParams.set(
      signature,
      changed.searchParams.get(signature)!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    );
    expect((await load(changed.toString())).status).toBe(403);
    const renamed = new URL(url);
    renamed.searchParams.set(
      url.searchParams.has('n') ? 'n' : 'response-content-disposition',
      'attachment; filename="x.html"',
    );
    expect((await load(renamed.toString())).status).toBe(403);
    expect((await load(`${url.origin}${url.pathname}`)).status).toBeGreaterThanOrEqual(403);

    // Signed three hours ago: expired an hour ago.
    const expired = await load(driverAt(() => Date.now() - 3 * HOUR_MS).signedUrl(key, { fileName }));
    expect(expired.status).toBe(403);
    // Signed 55 minutes ago: still valid (until the end of the hour after the one it was signed in).
    expect((await load(driverAt(() => Date.now() - 55 * 60 * 1000).signedUrl(key, { fileName }))).status).toBe(200);
  });

  it('refuses keys it did not make', () => {
    for (const key of ['../secret.key', `${folder}/../../secret.key`, 'secret.key', `${folder}/x.png`]) {
      expect(() => storage.signedUrl(key, { fileName: 'x.png' })).toThrow(/refusing storage key/);
      expect(() => storage.read(key)).toThrow(/refusing storage key/);
    }
  });

  if (driver === 's3') {
    it('streams a large file up in parts (multipart) and reads back every byte', async () => {
      const path = join(storage.temporaryDirectory(), randomUUID());
      const hash = createHash('sha256');
      const out = createWriteStream(path);
      // 20 MB in 1 MB pieces: three 8 MB parts at most, never the whole file in memory.
      for (let i = 0; i < 20; i += 1) {
        const piece = randomBytes(1024 * 1024);
        hash.update(piece);
        if (!out.write(piece)) await once(out, 'drain');
      }
      out.end();
      await once(out, 'finish');
      const key = randomKey(folder, 'mp4');
      const before = s3!.requests.length;
      await storage.save(key, path, 'video/mp4');
      const asked = s3!.requests.slice(before);
      expect(asked.filter((line) => line.startsWith(`POST /${s3!.bucket}/${key}?uploads`))).toHaveLength(1);
      expect(
        asked.filter((line) => line.startsWith(`PUT /${s3!.bucket}/${key}?`) && /partNumber=\d/.test(line)),
      ).toHaveLength(3);

      const s3Storage = storage as S3Storage;
      const head = await s3Storage.client.send(new HeadObjectCommand({ Bucket: s3!.bucket, Key: key }));
      expect(head.ContentLength).toBe(20 * 1024 * 1024);
      expect(head.ContentType).toBe('video/mp4');
      const read = createHash('sha256');
      for await (const chunk of storage.read(key)) read.update(chunk as Buffer);
      expect(read.digest('hex')).toBe(hash.digest('hex'));
      expect(filesIn(storage.temporaryDirectory())).toEqual([]);
    });

    it('is not ready when the bucket is not there or the keys are wrong', async () => {
      const settings: S3Settings = (storage as S3Storage).settings;
      await expect(new S3Storage({ ...settings, bucket: 'no-such-bucket' }, dataDir).ready()).rejects.toThrow();
      await expect(new S3Storage({ ...settings, secretAccessKey: 'wrong' }, dataDir).ready()).rejects.toThrow();
    });

    it('keeps every object private: nothing is listed or fetched without a signature', async () => {
      const key = randomKey(folder, 'png');
      await storage.save(key, temporary(PNG), 'image/png');
      expect((await fetch(`${s3!.endpoint}/${s3!.bucket}/${key}`)).status).toBe(403);
      expect((await fetch(`${s3!.endpoint}/${s3!.bucket}`)).status).toBe(403);
      const listed = await (storage as S3Storage).client.send(
        new ListObjectsV2Command({ Bucket: s3!.bucket, Prefix: `${folder}/` }),
      );
      expect(listed.Contents?.map((object) => object.Key)).toContain(key);
    });
  }
});
