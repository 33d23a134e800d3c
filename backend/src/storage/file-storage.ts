import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { SignedUrlOptions } from './file-url-signer.js';

export type { SignedUrlOptions } from './file-url-signer.js';

/**
 * Where uploaded files live. Files are private: answers carry short-lived signed URLs, never a
 * permanent address. The local-disk driver signs them itself and serves them under /files; the
 * S3-compatible driver (s3.storage.ts) answers presigned URLs of its bucket. STORAGE_DRIVER chooses
 * (storage.module.ts).
 */
export abstract class FileStorage {
  /** Moves a finished upload (a temporary file) to its key. */
  abstract save(key: string, temporaryPath: string, contentType: string): Promise<void>;
  /**
   * Stores what the stream yields at the key, as it comes (a data export's ZIP: never all of it in
   * memory); resolves once the whole file is stored, and answers its size in bytes.
   */
  abstract write(key: string, body: Readable, contentType: string): Promise<number>;
  /** The file's bytes as a stream (for exports that pass them on without holding them). */
  abstract read(key: string): Readable;
  /** Removes the file at the key; a missing file is not an error. */
  abstract remove(key: string): Promise<void>;
  /**
   * A URL the browser loads the file from, valid for a limited time for whoever holds it. Hand it
   * only to callers who may see the file.
   */
  abstract signedUrl(key: string, options: SignedUrlOptions): string;
  /** A folder for uploads in progress. */
  abstract temporaryDirectory(): string;
  /**
   * Resolves when the store takes and serves files now (the readiness check, GET /api/health/ready);
   * rejects with what is wrong otherwise (a folder not writable, a bucket not reachable).
   */
  abstract ready(): Promise<void>;
  /** Where browsers load the files from when that is another origin than the app's (null: the app's own /files). */
  abstract fileOrigin(): string | null;
}

/** The URLs of stored files, as the views need them. */
export type FileUrls = Pick<FileStorage, 'signedUrl'>;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const EXT = '\\.[a-z0-9]{2,5}';

/**
 * Keys are made by us only. New ones are random: {projectId}/{uuid}.{ext}. Older ones, still on
 * disk and in the database, were named by time: {projectId}/{13 digits}[-n].{ext},
 * {projectId}/final_{13 digits}[-n].{ext} and logos/{clientId}-{13 digits}.{ext}. Logos are
 * logos/{clientId}/{uuid}.{ext}, a company's data exports exports/{clientId}/{exportId}.zip, its
 * social accounts' pictures pictures/{clientId}/{uuid}.{ext}.
 */
export const SAFE_KEY = new RegExp(
  `^${UUID}/${UUID}${EXT}$` +
    `|^[0-9a-f-]{36}/(final_)?\\d{13}(-\\d+)?${EXT}$` +
    `|^logos/[0-9a-f-]{36}-\\d{13}${EXT}$` +
    // Client logos: logos/{clientId}/{uuid}.{ext}.
    `|^logos/${UUID}/${UUID}${EXT}$` +
    // A company's data exports (docs/privacy.md): exports/{clientId}/{exportId}.zip.
    `|^exports/${UUID}/${UUID}\\.zip$` +
    // Its social accounts' pictures: pictures/{clientId}/{uuid}.{ext}.
    `|^pictures/${UUID}/${UUID}${EXT}$`,
);

/** A new, unguessable key in a folder (an order's id): nothing about it says when it was made. */
export function randomKey(folder: string, ext: string): string {
  return `${folder}/${randomUUID()}.${ext}`;
}
