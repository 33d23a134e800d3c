import { finished, type Readable } from 'node:stream';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ZipArchive, type ArchiverError } from 'archiver';
import { ConcurrencyLimit } from '../../../common/concurrency-limit.js';
import { AppError } from '../../../common/errors/app-error.js';
import { isUuid } from '../../../common/uuid.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { FileStorage } from '../../../storage/index.js';
import { Attachment } from '../attachment.entity.js';
import { DesignVersion } from '../../lifecycle/design-version.entity.js';
import { APPROVED_VERSION } from '../../domain/design-versions.js';
import { Project } from '../../lifecycle/project.entity.js';
import { PROJECT_TEXTS } from '../../lifecycle/project-texts.js';

const APPROVED_MISSING = 'Dieser Auftrag hat noch keine freigegebene Version';
/** Seconds a ZIP refused for want of a slot waits: the ZIPs streaming now take a while. */
const ZIP_RETRY_AFTER_SECONDS = 10;

/** "03 name.png": the slide's place first, so the files sort as the carousel does; no folders. */
function zipEntryName(index: number, fileName: string): string {
  // No folders, no control characters: a name is a name inside the archive.
  const safe =
    [...fileName]
      .map((char) => (char === '/' || char === '\\' || char.charCodeAt(0) < 32 ? '_' : char))
      .join('')
      .slice(0, 200) || 'datei';
  return `${String(index + 1).padStart(2, '0')} ${safe}`;
}

/**
 * The approved version's files as one ZIP, for holders of a signed link (the link is the
 * permission, as for a file), written while it is sent. The approval record is ApprovalRecords'.
 *
 * A ZIP is I/O, not CPU, but each one streaming holds a connection and a file open for as long as
 * the download takes: at most EXPORT_ZIP_CONCURRENCY stream at once in this process, the next one
 * is refused at once with 503 BUSY and Retry-After (waiting in a queue would mean waiting for whole
 * downloads). Each ZIP opens its files one after the other, and whatever way it ends (done, the
 * caller went away, an error) its slot and its open file are given back.
 */
@Injectable()
export class ProjectExports {
  private readonly logger = new Logger(ProjectExports.name);
  private readonly zips: ConcurrencyLimit;

  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.zips = ConcurrencyLimit.withoutQueue(config.exports.zipConcurrency, ZIP_RETRY_AFTER_SECONDS);
  }

  /** The approved version's files as a ZIP stream (stored, not compressed: images and videos are already). */
  async finalsZip(projectId: string): Promise<Readable> {
    const em = this.em.fork();
    const project = isUuid(projectId) ? await em.findOne(Project, projectId) : null;
    if (!project) throw AppError.notFound(PROJECT_TEXTS.notFound);
    const approved = project.meaning().final
      ? await em.findOne(DesignVersion, { project, status: APPROVED_VERSION })
      : null;
    if (!approved) throw AppError.conflict('INVALID_TRANSITION', APPROVED_MISSING);
    const files = await em.find(
      Attachment,
      { version: approved },
      { orderBy: { createdAt: 'asc', storageKey: 'asc' } },
    );
    const release = await this.zips.hold();

    const archive = new ZipArchive({ store: true });
    archive.on('warning', (error: ArchiverError) => this.logger.warn(`zip of order ${projectId}: ${String(error)}`));
    archive.on('error', (error: ArchiverError) =>
      this.logger.error(`zip of order ${projectId} failed: ${String(error)}`),
    );
    let reading: Readable | null = null;
    // One file after the other: the next is opened only once the archive wrote the one before.
    // (archiver pipes a stream as soon as it is appended, which would open every file at once.)
    let next = 0;
    const appendNext = () => {
      const file = files[next];
      if (!file) {
        reading = null;
        archive.finalize().catch(() => undefined); // its error is the archive's 'error' above
        return;
      }
      reading = this.storage.read(file.storageKey);
      archive.append(reading, { name: zipEntryName(next, file.fileName), date: file.createdAt });
      next += 1;
    };
    archive.on('entry', appendNext);
    finished(archive, { writable: false }, () => {
      release();
      reading?.destroy();
    });
    appendNext();
    return archive;
  }
}
