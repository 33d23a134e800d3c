import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { startS3StandIn, type S3StandIn } from '../scripts/s3-stand-in.mjs';
import { PNG } from '../backend/test/files.js';
import { waitUntil } from '../backend/test/wait-until.js';

const ROOT = resolve(import.meta.dirname, '..');
const FILES = 1000;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * `npm run storage:copy` as an operator runs it, killed (SIGKILL: no chance to finish a line or an
 * upload) once about a third of the files are in, then run again: it goes on where it stopped and
 * every object in the bucket is its file, byte for byte.
 */
describe('moving an installation into a bucket, killed halfway', () => {
  let s3: S3StandIn;
  let dataDir: string;
  let client: S3Client;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    dataDir = mkdtempSync(join(tmpdir(), 'storage-copy-'));
    const orders = Array.from({ length: 25 }, () => randomUUID());
    for (let i = 0; i < FILES; i += 1) {
      const folder = join(dataDir, 'files', orders[i % orders.length]);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `${randomUUID()}.png`), Buffer.concat([PNG, randomBytes(500 + (i % 40) * 100)]));
    }
  });
  afterAll(async () => {
    client?.destroy();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const copy = () => {
    // As an operator runs it before switching: STORAGE_DRIVER still unset (local).
    const env = {
      ...process.env,
      ...s3.env,
      STORAGE_DRIVER: 'local',
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(24).toString('hex'),
      DATA_DIR: dataDir,
    };
    let output = '';
    const child = spawn(process.execPath, ['dist/backend/src/cli/storage-copy.js', '--concurrency', '8'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | NodeJS.Signals>((resolveExit) =>
      child.once('exit', (code, signal) => resolveExit(signal ?? code ?? -1)),
    );
    return { child, exited, output: () => output };
  };
  /** The lines of the command's manifest (DATA_DIR/storage-copy-<target>.manifest): one per file copied and verified. */
  const manifestLines = () => {
    const manifest = readdirSync(dataDir).find((name) => name.endsWith('.manifest'));
    return manifest ? readFileSync(join(dataDir, manifest), 'utf8').split('\n').filter(Boolean).length : 0;
  };

  it('goes on where the kill stopped it and ends with every checksum equal', async () => {
    const first = copy();
    await waitUntil('a third of the files to be copied and verified', () => manifestLines() >= FILES / 3, {
      timeoutMs: 120_000,
      intervalMs: 50,
    });
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const before = manifestLines();
    expect(before).toBeLessThan(FILES);

    // It skips what the kill left verified (a line the kill cut off excepted) and copies the rest.
    const second = copy();
    expect(await second.exited).toBe(0);
    const [, copiedNow, alreadyIn] =
      /All 1000 files are in the bucket, each verified by SHA-256 \((\d+) copied now, (\d+) before\)/.exec(
        second.output(),
      ) ?? [];
    expect(Number(alreadyIn)).toBeGreaterThanOrEqual(before - 1);
    expect(Number(alreadyIn)).toBeLessThanOrEqual(before);
    expect(Number(copiedNow) + Number(alreadyIn)).toBe(FILES);

    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).map((object) => object.Key!));
      token = page.NextContinuationToken;
    } while (token);
    expect(keys).toHaveLength(FILES);
    for (const key of keys) {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      const hash = createHash('sha256');
      for await (const chunk of Body as Readable) hash.update(chunk as Buffer);
      expect(hash.digest('hex')).toBe(sha256(readFileSync(join(dataDir, 'files', ...key.split('/')))));
    }
    // A third run finds everything in.
    const third = copy();
    expect(await third.exited).toBe(0);
    expect(third.output()).toContain(`(0 copied now, ${FILES} before)`);
    // 1,000 uploads, each read back, then all read once more here: minutes on a busy machine.
  }, 240_000);
});
