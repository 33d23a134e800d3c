import type { Readable } from 'node:stream';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { ZipArchive, type ArchiverError } from 'archiver';
import sharp from 'sharp';
import { AppError } from '../../common/errors/app-error.js';
import { isUuid } from '../../common/uuid.js';
import { FileStorage } from '../../storage/file-storage.js';
import { Attachment } from '../attachment.entity.js';
import { DesignVersion } from '../design-version.entity.js';
import { Pin } from '../pin.entity.js';
import { Project } from '../project.entity.js';
import { PROJECT_TEXTS } from '../project-texts.js';
import { approvalRecord } from './approval-record.js';
import type { RecordAudience } from './export-links.js';
import { renderRecordPdf, type RecordThumbnail } from './record-pdf.js';

const THUMBNAIL_PX = 400;
const APPROVED_MISSING = 'Dieser Auftrag hat noch keine freigegebene Version';

/** "03 name.png": the slide's place first, so the files sort as the carousel does; no folders. */
function zipEntryName(index: number, fileName: string): string {
  // No folders, no control characters: a name is a name inside the archive.
  const safe = [...fileName].map((char) => (char === '/' || char === '\\' || char.charCodeAt(0) < 32 ? '_' : char)).join('').slice(0, 200) || 'datei';
  return `${String(index + 1).padStart(2, '0')} ${safe}`;
}

/**
 * An order's exports, for holders of a signed link (the link is the permission, as for a file):
 * the approved version's files as one ZIP, written while it is sent, and the approval record.
 */
@Injectable()
export class OrderExports {
  private readonly logger = new Logger(OrderExports.name);

  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
  ) {}

  /** The approved version's files as a ZIP stream (stored, not compressed: images and videos are already). */
  async finalsZip(projectId: string): Promise<Readable> {
    const em = this.em.fork();
    const project = await this.find(em, projectId);
    const approved = project.meaning().final ? await em.findOne(DesignVersion, { project, status: 'approved' }) : null;
    if (!approved) throw AppError.conflict('INVALID_TRANSITION', APPROVED_MISSING);
    const files = await em.find(Attachment, { version: approved }, { orderBy: { createdAt: 'asc', storageKey: 'asc' } });
    const archive = new ZipArchive({ store: true });
    archive.on('warning', (error: ArchiverError) => this.logger.warn(`zip of order ${projectId}: ${String(error)}`));
    archive.on('error', (error: ArchiverError) => this.logger.error(`zip of order ${projectId} failed: ${String(error)}`));
    // One file after the other: each is read only when the archive gets to it.
    files.forEach((file, index) => archive.append(this.storage.read(file.storageKey), { name: zipEntryName(index, file.fileName), date: file.createdAt }));
    void archive.finalize();
    return archive;
  }

  /** The approval record for the client or the agency, as a PDF stream. */
  async recordPdf(projectId: string, audience: RecordAudience): Promise<Readable> {
    const em = this.em.fork();
    const project = await this.find(em, projectId);
    await em.populate(project, ['client', 'designer']);
    const [versions, pins, files] = await Promise.all([
      em.find(DesignVersion, { project }, { populate: ['submittedBy', 'passedBy', 'decidedBy'], orderBy: { number: 'asc' } }),
      // The pins' versions and files are among the rows above: the identity map links them.
      em.find(Pin, { project }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      em.find(Attachment, { project, version: { $ne: null } }, { orderBy: { createdAt: 'asc', storageKey: 'asc' } }),
    ]);
    const record = approvalRecord(project, versions, pins, files, audience);
    const thumbnails = await Promise.all((record.approved?.files ?? []).map((file) => this.thumbnail(file)));
    return renderRecordPdf(record, thumbnails);
  }

  private async find(em: EntityManager, projectId: string): Promise<Project> {
    const project = isUuid(projectId) ? await em.findOne(Project, projectId) : null;
    if (!project) throw AppError.notFound(PROJECT_TEXTS.notFound);
    return project;
  }

  /** A small JPEG of an image (any format sharp reads, first frame of a GIF); null for a video or an unreadable file. */
  private async thumbnail(file: Attachment): Promise<RecordThumbnail> {
    if (!file.fileType.startsWith('image/')) return { fileName: file.fileName, jpeg: null };
    try {
      const resize = sharp({ failOn: 'error' }).rotate().resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 80 });
      const jpeg = await this.storage.read(file.storageKey).pipe(resize).toBuffer();
      return { fileName: file.fileName, jpeg };
    } catch (error) {
      this.logger.warn(`no thumbnail for ${file.storageKey}: ${String(error)}`);
      return { fileName: file.fileName, jpeg: null };
    }
  }
}
