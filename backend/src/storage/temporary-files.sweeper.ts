import { lstat, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { FileStorage } from './file-storage.js';

/** A temporary file untouched this long belongs to no upload in progress (a live upload writes to it all the time). */
const STALE_TEMPORARY_FILE_MS = 30 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Removes the temporary files in `directory` not modified for `olderThanMs`. Only old ones: API
 * replicas may share the data folder, and another one's upload in progress must stay.
 */
async function sweepTemporaryFiles(
  directory: string,
  olderThanMs = STALE_TEMPORARY_FILE_MS,
  now = Date.now(),
): Promise<number> {
  let removed = 0;
  for (const name of await readdir(directory).catch(() => [] as string[])) {
    const path = join(directory, name);
    const stats = await lstat(path).catch(() => null);
    if (!stats?.isFile() || now - stats.mtimeMs < olderThanMs) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Clears what uploads left in the temporary folder (a crash, a killed process): once at start, then
 * hourly, in the API process. The timer keeps no process alive and stops on shutdown.
 */
@Injectable()
export class TemporaryFilesSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(TemporaryFilesSweeper.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly storage: FileStorage) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async sweep(): Promise<void> {
    try {
      const removed = await sweepTemporaryFiles(this.storage.temporaryDirectory());
      if (removed) this.logger.log(`removed ${removed} abandoned temporary upload file(s)`);
    } catch (error) {
      this.logger.warn(`sweeping temporary uploads failed: ${String(error)}`);
    }
  }
}
