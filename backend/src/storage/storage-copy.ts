import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config/app-config.js';
import { SAFE_KEY } from './file-storage.js';
import { S3Storage } from './s3.storage.js';
import { contentTypeOfKey } from './upload-policy.js';

export interface StorageCopyOptions {
  /** The installation's data folder: its files/ are copied; the manifest is kept beside them. */
  dataDir: string;
  /** The bucket they go to. */
  s3: S3Settings;
  /** Files copied at once. */
  concurrency?: number;
  /** Stop after copying this many (a batch); a later run goes on. */
  limit?: number;
  /** Stops the run: no new file is started, and the ones in flight are abandoned (like a killed process). */
  signal?: AbortSignal;
  /** One line per file and a summary. */
  log?: (line: string) => void;
}

export interface StorageCopyReport {
  /** Files under files/ with a key the product makes. */
  total: number;
  /** Verified by an earlier run and still in the bucket, unchanged. */
  alreadyIn: number;
  /** Copied and verified by this run. */
  copied: number;
  /** Keys whose object in the bucket did not read back as the file (left unrecorded: a rerun copies them again). */
  mismatched: string[];
  /** Keys that failed for another reason (the store refused, the network went). */
  failed: string[];
  /** Files under files/ the product did not make (not copied). */
  foreign: string[];
  /** Every file is in the bucket, verified: STORAGE_DRIVER=s3 may be set. */
  complete: boolean;
}

const DEFAULT_CONCURRENCY = 4;

/** The manifest of one bucket: a line per object verified, `key<TAB>sha256<TAB>bytes`. */
function manifestPath(dataDir: string, s3: S3Settings): string {
  const target = createHash('sha256').update(`${s3.endpoint}\n${s3.bucket}`).digest('hex').slice(0, 12);
  return join(dataDir, `storage-copy-${target}.manifest`);
}

async function readManifest(path: string): Promise<Map<string, { sha256: string; size: number }>> {
  const verified = new Map<string, { sha256: string; size: number }>();
  const text = await readFile(path, 'utf8').catch(() => '');
  // A line cut off by a kill ends the file without a newline: this run's lines start on one of their own.
  if (text && !text.endsWith('\n')) await appendFile(path, '\n');
  for (const line of text.split('\n')) {
    const [key, sha256, size] = line.split('\t');
    // A line cut off by a kill has no size (or a short hash): not a verified object.
    if (key && /^[0-9a-f]{64}$/.test(sha256 ?? '') && /^\d+$/.test(size ?? ''))
      verified.set(key, { sha256, size: Number(size) });
  }
  return verified;
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Copies an installation's data folder (DATA_DIR/files) into a bucket, for the move to
 * STORAGE_DRIVER=s3. Each file goes up with the product's own multipart upload, is read back from
 * the bucket and its SHA-256 compared with the file's; only then is it written to the manifest
 * (DATA_DIR/storage-copy-{bucket}.manifest). A run stopped anywhere (Ctrl+C, a kill, a limit)
 * loses at most the files in flight: the next run skips what the manifest lists, is still in the
 * bucket with its size, and has not changed on disk since, and copies the rest. It switches
 * nothing: the operator sets STORAGE_DRIVER=s3 once a run reports every file in.
 */
export async function copyDataFolderToBucket({
  dataDir,
  s3,
  concurrency = DEFAULT_CONCURRENCY,
  limit = Infinity,
  signal,
  log = () => undefined,
}: StorageCopyOptions): Promise<StorageCopyReport> {
  const root = resolve(dataDir, 'files');
  const manifest = manifestPath(dataDir, s3);
  const verified = await readManifest(manifest);
  const client = new S3Storage(s3, dataDir).client;
  const all = await filesUnder(root);
  const keys = all.filter((key) => SAFE_KEY.test(key));
  const report: StorageCopyReport = {
    total: keys.length,
    alreadyIn: 0,
    copied: 0,
    mismatched: [],
    failed: [],
    foreign: all.filter((key) => !SAFE_KEY.test(key)),
    complete: false,
  };
  for (const key of report.foreign) log(`not copied (not a file the product made): ${key}`);

  let next = 0;
  let started = 0;
  let done = 0;
  const progress = (key: string, what: string) => {
    done += 1;
    log(`[${done}/${keys.length}] ${what}: ${key}`);
  };

  const copyOne = async (key: string): Promise<void> => {
    const path = join(root, ...key.split('/'));
    const size = (await stat(path)).size;
    const sha256 = await sha256Of(createReadStream(path));
    const known = verified.get(key);
    if (
      known &&
      known.sha256 === sha256 &&
      known.size === size &&
      (await objectSize(client, s3.bucket, key)) === size
    ) {
      report.alreadyIn += 1;
      return progress(key, 'already in');
    }
    if (started >= limit) return;
    started += 1;
    const upload = new Upload({
      client,
      params: {
        Bucket: s3.bucket,
        Key: key,
        Body: createReadStream(path),
        ContentType: contentTypeOfKey(key),
        Metadata: { sha256 },
      },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
      leavePartsOnError: false,
    });
    const abandon = () => void upload.abort().catch(() => undefined);
    signal?.addEventListener('abort', abandon, { once: true });
    try {
      await upload.done();
      const { Body } = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }), {
        abortSignal: signal,
      });
      const stored = await sha256Of(Body as Readable);
      if (stored !== sha256) {
        report.mismatched.push(key);
        return progress(key, `MISMATCH (file ${sha256}, bucket ${stored})`);
      }
    } finally {
      signal?.removeEventListener('abort', abandon);
    }
    // Killed before this line: the file is copied again next time, and verified then.
    await appendFile(manifest, `${key}\t${sha256}\t${size}\n`, { mode: 0o600 });
    report.copied += 1;
    progress(key, 'copied and verified');
  };

  const worker = async () => {
    while (next < keys.length && !signal?.aborted && started < limit) {
      const key = keys[next];
      next += 1;
      try {
        await copyOne(key);
      } catch (error) {
        if (signal?.aborted) return;
        report.failed.push(key);
        progress(key, `FAILED (${String(error)})`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));

  report.complete =
    report.alreadyIn + report.copied === keys.length && !report.mismatched.length && !report.failed.length;
  const left = keys.length - report.alreadyIn - report.copied;
  log(
    report.complete
      ? `All ${keys.length} files are in the bucket, each verified by SHA-256 (${report.copied} copied now, ${report.alreadyIn} before). STORAGE_DRIVER=s3 may be set now.`
      : `${report.alreadyIn + report.copied} of ${keys.length} files are in the bucket, verified; ${left} not yet` +
          (report.mismatched.length ? `, ${report.mismatched.length} did not read back equal` : '') +
          (report.failed.length ? `, ${report.failed.length} failed` : '') +
          '. Run the command again to go on; keep STORAGE_DRIVER as it is until it says all are in.',
  );
  return report;
}

/** The object's size, or null when the bucket does not have it. */
async function objectSize(client: S3Client, bucket: string, key: string): Promise<number | null> {
  try {
    return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength ?? null;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
    throw error;
  }
}
