import { createReadStream, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import aws4 from 'aws4';
import type { S3Settings } from '../config/app-config.js';
import { FileStorage, SAFE_KEY } from './file-storage.js';
import type { SignedUrlOptions } from './file-url-signer.js';
import { contentDisposition } from './serve-files.js';

const MB = 1024 * 1024;
const HOUR_MS = 3600 * 1000;

/**
 * Multipart parts: 8 MB each, two in flight, so an upload holds at most 16 MB whatever the file's
 * size (a 200 MB video is 25 parts). A file smaller than a part goes up in one PutObject.
 */
const PART_BYTES = 8 * MB;
const PARTS_IN_FLIGHT = 2;

/**
 * A presigned URL is valid from the start of the current clock hour for two hours: one to two hours
 * from now, like the local driver's links, and every answer within the same hour carries the same
 * URL (the browser's and the web app's caches keep working).
 */
const URL_VALID_SECONDS = 2 * 3600;
/** A short-lived URL (what a guest link hands out): from the start of the current five minutes for ten. */
const SHORT_WINDOW_MS = 5 * 60 * 1000;
const SHORT_VALID_SECONDS = 600;
/** The browser may cache a file for an hour: never beyond its URL's validity (at least an hour left). */
const FILE_CACHE_CONTROL = 'private, max-age=3600';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …) through the AWS SDK: uploads
 * stream from the checked temporary file with multipart, exports read GetObject streams, and
 * browsers load the files by presigned GET URLs carrying the file's name (Content-Disposition).
 * The bucket stays private: nothing in it is reachable without a URL signed here.
 */
export class S3Storage extends FileStorage {
  readonly client: S3Client;
  private readonly tmp: string;
  private readonly publicUrl: URL;

  constructor(
    readonly settings: S3Settings,
    dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    super();
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where S3 requires them: many S3-compatible stores do not take the SDK's
      // default trailing checksums (aws-chunked); the transfer is still signed and TLS-protected.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.publicUrl = new URL(settings.publicEndpoint);
    // Uploads arrive in a temporary file first (checked before a byte goes to the bucket).
    this.tmp = resolve(dataDir, 'tmp');
    mkdirSync(this.tmp, { recursive: true });
  }

  async save(key: string, temporaryPath: string, contentType: string): Promise<void> {
    this.assertKey(key);
    try {
      const upload = new Upload({
        client: this.client,
        params: {
          Bucket: this.settings.bucket,
          Key: key,
          Body: createReadStream(temporaryPath),
          ContentType: contentType,
        },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      await upload.done();
    } finally {
      await rm(temporaryPath, { force: true });
    }
  }

  /** Multipart as the stream yields: at most PART_BYTES × PARTS_IN_FLIGHT held, whatever the size. */
  async write(key: string, body: Readable, contentType: string): Promise<number> {
    this.assertKey(key);
    let bytes = 0;
    const counted = new PassThrough();
    counted.on('data', (chunk: Buffer) => (bytes += chunk.length));
    body.on('error', (error) => counted.destroy(error));
    body.pipe(counted);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: key, Body: counted, ContentType: contentType },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    await upload.done();
    return bytes;
  }

  read(key: string): Readable {
    this.assertKey(key);
    const out = new PassThrough();
    const abort = new AbortController();
    // The reader stopped (or finished): the request to the store goes too.
    out.once('close', () => abort.abort());
    this.client
      .send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }), { abortSignal: abort.signal })
      .then(
        // pipeline destroys `out` with the body's error; the reader sees it there.
        ({ Body }) => pipeline(Body as Readable, out).catch(() => undefined),
        (error: unknown) => out.destroy(error as Error),
      );
    return out;
  }

  async remove(key: string): Promise<void> {
    this.assertKey(key);
    // S3 answers 204 for a key that is not there.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  /**
   * A presigned GET (Signature V4 in the query), signed synchronously with aws4: the views build
   * their answers without waiting (docs/decisions.md "Files in S3"). The store answers with the
   * file's name (response-content-disposition) and a private cache lifetime; the content type is
   * the one stored with the object, the type its bytes were checked to be.
   */
  signedUrl(key: string, { fileName, download = false, shortLived = false }: SignedUrlOptions): string {
    this.assertKey(key);
    const window = shortLived ? SHORT_WINDOW_MS : HOUR_MS;
    const signedAt = Math.floor(this.now() / window) * window;
    const query = new URLSearchParams({
      'X-Amz-Date': new Date(signedAt).toISOString().replace(/[:-]|\.\d{3}/g, ''),
      'X-Amz-Expires': String(shortLived ? SHORT_VALID_SECONDS : URL_VALID_SECONDS),
      'response-cache-control': shortLived ? 'private, max-age=300' : FILE_CACHE_CONTROL,
      'response-content-disposition': contentDisposition(fileName, download),
    });
    const { host, path } = this.location(key);
    const signed = aws4.sign(
      {
        host,
        path: `${path}?${query.toString()}`,
        method: 'GET',
        service: 's3',
        region: this.settings.region,
        signQuery: true,
      },
      { accessKeyId: this.settings.accessKeyId, secretAccessKey: this.settings.secretAccessKey },
    );
    return `${this.publicUrl.protocol}//${host}${signed.path}`;
  }

  temporaryDirectory(): string {
    return this.tmp;
  }

  /** The bucket answers to our credentials (HeadBucket); throws what the store said otherwise. */
  async ready(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }), {
      abortSignal: AbortSignal.timeout(5000),
    });
  }

  /** The origin browsers load files from (for the web app's Content-Security-Policy). */
  fileOrigin(): string {
    return `${this.publicUrl.protocol}//${this.location('').host}`;
  }

  /** Host and path of an object at the public endpoint: path-style (/bucket/key) or the bucket in the host name. */
  private location(key: string): { host: string; path: string } {
    const base = this.publicUrl.pathname.replace(/\/+$/, '');
    if (this.settings.forcePathStyle)
      return { host: this.publicUrl.host, path: `${base}/${this.settings.bucket}/${key}` };
    return { host: `${this.settings.bucket}.${this.publicUrl.host}`, path: `${base}/${key}` };
  }

  private assertKey(key: string): void {
    if (!SAFE_KEY.test(key)) throw new Error(`refusing storage key ${JSON.stringify(key)}`);
  }
}
