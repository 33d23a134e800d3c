import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { access, constants, copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { FileStorage, SAFE_KEY } from './file-storage.js';
import type { FileUrlSigner, SignedUrlOptions } from './file-url-signer.js';

/**
 * Files on the local disk under DATA_DIR/files, served by the API under /files/ to holders of a
 * URL this driver signed (see serve-files.ts).
 */
export class LocalDiskStorage extends FileStorage {
  readonly root: string;
  private readonly tmp: string;

  constructor(
    dataDir: string,
    readonly signer: FileUrlSigner,
  ) {
    super();
    this.root = resolve(dataDir, 'files');
    this.tmp = resolve(dataDir, 'tmp');
    mkdirSync(this.root, { recursive: true });
    mkdirSync(this.tmp, { recursive: true });
  }

  async save(key: string, temporaryPath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(temporaryPath, target);
    } catch {
      // Another file system (e.g. a mounted volume): copy, then drop the temporary file.
      await copyFile(temporaryPath, target);
      await rm(temporaryPath, { force: true });
    }
  }

  /** Into a temporary file first, then moved to the key: a half-written file is never at the key. */
  async write(key: string, body: Readable): Promise<number> {
    this.pathOf(key); // a key that is not ours is refused before a byte is written
    const temporary = join(this.tmp, `${randomUUID()}.part`);
    try {
      await pipeline(body, createWriteStream(temporary));
      const { size } = await stat(temporary);
      await this.save(key, temporary);
      return size;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  read(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  signedUrl(key: string, options: SignedUrlOptions): string {
    this.pathOf(key);
    return this.signer.sign(key, options);
  }

  temporaryDirectory(): string {
    return this.tmp;
  }

  /** The data folder's files and uploads folders are there and writable by this process. */
  async ready(): Promise<void> {
    await Promise.all([access(this.root, constants.W_OK), access(this.tmp, constants.W_OK)]);
  }

  fileOrigin(): null {
    return null;
  }

  /** The file's path; a key that is not ours, or would leave the root, is refused. */
  pathOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`refusing storage key ${JSON.stringify(key)}`);
    const path = resolve(this.root, key);
    const inside = relative(this.root, path);
    if (inside.startsWith('..') || inside.includes(`..${sep}`) || resolve(join(this.root, inside)) !== path) {
      throw new Error(`refusing storage key ${JSON.stringify(key)}`);
    }
    return path;
  }
}
