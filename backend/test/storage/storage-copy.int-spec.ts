import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { startS3StandIn, type S3StandIn } from '../../../scripts/s3-stand-in.mjs';
import { loadConfig, type S3Settings } from '../../src/config/app-config.js';
import { S3Storage } from '../../src/storage/s3.storage.js';
import { copyDataFolderToBucket } from '../../src/storage/storage-copy.js';
import { PNG } from '../files.js';
import { ownDataDir } from '../raw-upload.js';

const manifestOf = (dataDir: string) =>
  join(
    dataDir,
    readdirSync(dataDir).find((name) => name.endsWith('.manifest'))!,
  );
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function everyObject(client: S3Client, bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key!));
    token = page.NextContinuationToken;
  } while (token);
  return keys.sort();
}

async function objectSha256(client: S3Client, bucket: string, key: string): Promise<string> {
  const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  const hash = createHash('sha256');
  for await (const chunk of Body as Readable) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A data folder as an installation leaves it: order files (new and old key forms), logos, a stray file. */
function dataFolder(files: number): { dataDir: string; keys: string[] } {
  const dataDir = ownDataDir();
  const keys: string[] = [];
  const put = (key: string, bytes: Buffer) => {
    mkdirSync(join(dataDir, 'files', ...key.split('/').slice(0, -1)), { recursive: true });
    writeFileSync(join(dataDir, 'files', ...key.split('/')), bytes);
    keys.push(key);
  };
  const orders = Array.from({ length: 20 }, () => randomUUID());
  for (let i = 0; i < files - 2; i += 1)
    put(
      `${orders[i % orders.length]}/${randomUUID()}.${i % 3 ? 'png' : 'mp4'}`,
      Buffer.concat([PNG, randomBytes(200 + (i % 50) * 40)]),
    );
  put(`${orders[0]}/final_1795387379733-2.png`, Buffer.concat([PNG, randomBytes(64)]));
  put(`logos/${randomUUID()}-1795387379733.png`, Buffer.concat([PNG, randomBytes(64)]));
  writeFileSync(join(dataDir, 'files', 'notiz.txt'), 'nicht von uns');
  return { dataDir, keys: keys.sort() };
}

describe('moving an installation into a bucket (storage:copy)', () => {
  let s3: S3StandIn;
  let settings: S3Settings;
  let client: S3Client;
  const folders: string[] = [];

  beforeAll(async () => {
    s3 = await startS3StandIn();
    const config = loadConfig({ ...s3.env, DATA_DIR: ownDataDir() });
    if (config.storage.driver !== 's3') throw new Error('the stand-in configures S3');
    settings = config.storage;
    client = new S3Storage(settings, ownDataDir()).client;
  });
  afterAll(async () => {
    await s3.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  // 200 files here, where the stop is an abort in the process and the bucket is tampered with in
  // between; the thousand files and a real kill of the command are e2e/storage-copy.e2e.ts.
  const FILES = 200;
  const HALF = FILES / 2;

  it('copies the files, is stopped halfway, goes on where it stopped, and ends with every checksum equal', async () => {
    const { dataDir, keys } = dataFolder(FILES);
    folders.push(dataDir);
    const lines: string[] = [];

    // The first run is stopped (like Ctrl+C or a kill) once half the files are in: the files in
    // flight are abandoned mid-upload.
    const stop = new AbortController();
    let copied = 0;
    const first = await copyDataFolderToBucket({
      dataDir,
      s3: settings,
      signal: stop.signal,
      log: (line) => {
        lines.push(line);
        if (line.includes('copied and verified') && (copied += 1) === HALF) stop.abort();
      },
    });
    expect(first).toMatchObject({
      total: FILES,
      alreadyIn: 0,
      complete: false,
      mismatched: [],
      failed: [],
      foreign: ['notiz.txt'],
    });
    expect(first.copied).toBeGreaterThanOrEqual(HALF);
    expect(first.copied).toBeLessThan(FILES);
    expect(lines.at(-1)).toMatch(/not yet\. Run the command again/);

    // Meanwhile one copied object is lost from the bucket, and one copied file changes on disk.
    const verified = readFileSync(manifestOf(dataDir), 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split('\t')[0]);
    expect(verified).toHaveLength(first.copied);
    const [lost, changed] = verified;
    await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: lost }));
    writeFileSync(join(dataDir, 'files', ...changed.split('/')), Buffer.concat([PNG, randomBytes(99)]));

    const second = await copyDataFolderToBucket({ dataDir, s3: settings, concurrency: 8 });
    expect(second).toMatchObject({
      total: FILES,
      alreadyIn: first.copied - 2,
      copied: FILES - first.copied + 2,
      complete: true,
      mismatched: [],
      failed: [],
    });

    // Every file is in the bucket, byte for byte, with its type; nothing else is.
    expect(await everyObject(client, s3.bucket)).toEqual(keys);
    for (const key of keys) {
      const path = join(dataDir, 'files', ...key.split('/'));
      expect(await objectSha256(client, s3.bucket, key)).toBe(sha256(readFileSync(path)));
    }
    expect(statSync(manifestOf(dataDir)).mode & 0o777).toBe(0o600);

    // A third run finds everything in and copies nothing.
    const third = await copyDataFolderToBucket({ dataDir, s3: settings });
    expect(third).toMatchObject({ alreadyIn: FILES, copied: 0, complete: true });
  });
});
