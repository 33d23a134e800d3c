import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { SOCIAL_NETWORK_LABELS } from '../../../contracts/publishing.js';
import sharp from 'sharp';
import { ConcurrencyLimit } from '../../../common/concurrency-limit.js';
import type { EndedStage } from '../../../clocks/index.js';
import { AppError } from '../../../common/errors/app-error.js';
import { isUuid } from '../../../common/uuid.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { FileStorage, randomKey } from '../../../storage/index.js';
import { Attachment } from '../attachment.entity.js';
import { DesignVersion } from '../../lifecycle/design-version.entity.js';
import { Pin } from '../../review/pin.entity.js';
import { Project } from '../../lifecycle/project.entity.js';
import { PROJECT_TEXTS } from '../../lifecycle/project-texts.js';
import { ApprovalRecordFile } from './approval-record-file.entity.js';
import { PublishedPosts } from './published-posts.js';
import { approvalRecord, recordFingerprint, type ApprovalRecord } from './approval-record.js';
import type { RecordAudience } from './export-links.js';
import { renderRecordPdf, type RecordThumbnail } from './record-pdf.js';

const THUMBNAIL_PX = 400;
/** Seconds a caller refused for a full render queue waits before trying again: a render takes seconds. */
const RENDER_RETRY_AFTER_SECONDS = 5;

/** A stored record, ready to send. */
export interface RecordDownload {
  body: Readable;
  sizeBytes: number;
}

interface StoredRecord {
  storageKey: string;
  sizeBytes: number;
}

/**
 * The approval records as PDFs: rendered once per order, audience and content, stored through the
 * FileStorage (private, like every file) and from then on streamed from there.
 *
 * Every request still reads the order (a few small queries) and takes the record's fingerprint; a
 * stored record with that fingerprint is sent as it is. Only a record nobody stored yet is rendered:
 * - in this process once, however many ask at the same time (they share the one render);
 * - under a per-process limit (RECORD_RENDER_CONCURRENCY at once, RECORD_RENDER_QUEUE waiting at
 *   most RECORD_RENDER_QUEUE_TIMEOUT_MS, beyond that 503 BUSY with Retry-After), thumbnails one
 *   after the other with one libvips thread each: image decoding (a sharp pipeline runs on a libuv
 *   thread) holds at most RECORD_RENDER_CONCURRENCY of the pool's threads and cores, and file
 *   reads keep the rest;
 * - across replicas at worst once per replica: each renders to a temporary file, stores it under a
 *   key of its own (a whole file or nothing under that key), and only then inserts its row; the
 *   unique (order, audience, fingerprint) lets one row win, the loser removes its own file and
 *   serves the winner's. No lock is held while rendering (an advisory lock would hold a database
 *   connection for seconds per render), and no reader ever sees a half-written file.
 * Once a newer record of the order and audience is stored, the older ones are removed.
 */
@Injectable()
export class ApprovalRecords {
  private readonly logger = new Logger(ApprovalRecords.name);
  private readonly rendering: ConcurrencyLimit;
  private readonly inFlight = new Map<string, Promise<StoredRecord>>();
  /** Records this process rendered (the tests count them; one per order, audience and content). */
  rendered = 0;

  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly posts: PublishedPosts,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const { renderConcurrency, renderQueue, renderQueueTimeoutMs } = config.exports;
    this.rendering = new ConcurrencyLimit(
      renderConcurrency,
      renderQueue,
      renderQueueTimeoutMs,
      RENDER_RETRY_AFTER_SECONDS,
    );
    // libvips threads per image (glibc builds default to 1 already, others to one per core): the
    // render limit above then bounds image decoding to that many threads in all.
    sharp.concurrency(1);
  }

  /** Records being rendered and stored in this process now. */
  get building(): number {
    return this.inFlight.size;
  }

  /** The record for the client or the agency as it stands now: the stored PDF, rendered first if need be. */
  async open(projectId: string, audience: RecordAudience): Promise<RecordDownload> {
    const em = this.em.fork();
    const record = await this.current(em, projectId, audience);
    const fingerprint = recordFingerprint(record);
    const found = await em.findOne(
      ApprovalRecordFile,
      { project: projectId, audience, fingerprint },
      { fields: ['storageKey', 'sizeBytes'] },
    );
    const stored = found ?? (await this.buildOnce(projectId, audience, fingerprint, record));
    return { body: this.storage.read(stored.storageKey), sizeBytes: stored.sizeBytes };
  }

  private async current(em: EntityManager, projectId: string, audience: RecordAudience): Promise<ApprovalRecord> {
    const project = isUuid(projectId)
      ? await em.findOne(Project, projectId, { populate: ['client', 'designer'] })
      : null;
    if (!project) throw AppError.notFound(PROJECT_TEXTS.notFound);
    const [versions, pins, files, events, approvals, guestDecisions, publications] = await Promise.all([
      em.find(
        DesignVersion,
        { project },
        { populate: ['submittedBy', 'passedBy', 'decidedBy'], orderBy: { number: 'asc' } },
      ),
      // The pins' versions and files are among the rows above: the identity map links them.
      em.find(Pin, { project, pending: false }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      em.find(Attachment, { project, version: { $ne: null } }, { orderBy: { createdAt: 'asc', storageKey: 'asc' } }),
      // The stages that ended, as the timeline recorded them (stage clocks).
      em
        .getConnection()
        .execute<{ stage: EndedStage }[]>(
          `select data -> 'stage' as stage from project_event where project_id = ? and data -> 'stage' is not null order by at, id`,
          [project.id],
        ),
      // Who approved each version, members and guests (the client's team).
      em
        .getConnection()
        .execute<{ version_number: number; name: string; guest: boolean; at: string }[]>(
          'select version_number, name, guest_link_id is not null as guest, at from order_approval where project_id = ? order by at, id',
          [project.id],
        ),
      // The decisions a guest took: the version row names no account for them.
      em.getConnection().execute<{ version: number; name: string }[]>(
        `select (data ->> 'version')::int as version, data ->> 'guest' as name from project_event
          where project_id = ? and data -> 'guest' is not null and data -> 'version' is not null order by at, id`,
        [project.id],
      ),
      // The posts that went out (publishing's, through its port), with the checksums of what went out.
      this.posts.ofOrder(em, project.id),
    ]);
    return approvalRecord(
      project,
      versions,
      pins,
      files,
      audience,
      events.map((event) => event.stage),
      approvals.map((row) => ({
        versionNumber: row.version_number,
        name: row.name,
        guest: row.guest,
        at: new Date(row.at),
      })),
      guestDecisions.map((row) => ({ versionNumber: row.version, name: row.name })),
      publications.map((post) => ({ ...post, network: SOCIAL_NETWORK_LABELS[post.network] })),
    );
  }

  /** One render per record in this process: whoever asks while it runs waits for the same one. */
  private buildOnce(
    projectId: string,
    audience: RecordAudience,
    fingerprint: string,
    record: ApprovalRecord,
  ): Promise<StoredRecord> {
    const id = `${projectId}/${audience}/${fingerprint}`;
    let building = this.inFlight.get(id);
    if (!building) {
      building = this.build(projectId, audience, fingerprint, record).finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, building);
    }
    return building;
  }

  private async build(
    projectId: string,
    audience: RecordAudience,
    fingerprint: string,
    record: ApprovalRecord,
  ): Promise<StoredRecord> {
    const temporaryPath = join(this.storage.temporaryDirectory(), `record-${randomUUID()}.pdf`);
    try {
      const sizeBytes = await this.rendering.run(() => this.render(record, temporaryPath));
      const storageKey = randomKey(projectId, 'pdf');
      await this.storage.save(storageKey, temporaryPath, 'application/pdf');
      return await this.publish(projectId, audience, fingerprint, { storageKey, sizeBytes });
    } finally {
      await rm(temporaryPath, { force: true });
    }
  }

  /** Thumbnails one after the other, then the PDF into the temporary file; its size. */
  private async render(record: ApprovalRecord, temporaryPath: string): Promise<number> {
    const thumbnails: RecordThumbnail[] = [];
    for (const file of record.approved?.files ?? []) thumbnails.push(await this.thumbnail(file));
    await pipeline(renderRecordPdf(record, thumbnails), createWriteStream(temporaryPath, { flags: 'wx' }));
    this.rendered += 1;
    return (await stat(temporaryPath)).size;
  }

  /**
   * Makes the stored file the record's: the first row for (order, audience, fingerprint) wins. A
   * loser (another replica was faster) removes its own file; an order deleted meanwhile keeps none.
   * Then the order's older records for the audience go, row and file.
   */
  private async publish(
    projectId: string,
    audience: RecordAudience,
    fingerprint: string,
    mine: StoredRecord,
  ): Promise<StoredRecord> {
    const db = this.em.fork().getConnection();
    let inserted: StoredRecord[];
    try {
      inserted = await db.execute<StoredRecord[]>(
        `insert into approval_record_file (id, project_id, audience, fingerprint, storage_key, size_bytes, created_at)
         values (?, ?, ?, ?, ?, ?, now())
         on conflict (project_id, audience, fingerprint) do nothing
         returning storage_key as "storageKey", size_bytes as "sizeBytes"`,
        [randomUUID(), projectId, audience, fingerprint, mine.storageKey, mine.sizeBytes],
      );
    } catch (error) {
      await this.remove([mine.storageKey]);
      // foreign_key_violation: the order was deleted meanwhile, answered like any missing order.
      if ((error as { code?: unknown }).code === '23503') throw AppError.notFound(PROJECT_TEXTS.notFound);
      throw error;
    }
    if (!inserted.length) {
      await this.remove([mine.storageKey]);
      const [winner] = await db.execute<StoredRecord[]>(
        `select storage_key as "storageKey", size_bytes as "sizeBytes" from approval_record_file where project_id = ? and audience = ? and fingerprint = ?`,
        [projectId, audience, fingerprint],
      );
      if (!winner) throw AppError.notFound(PROJECT_TEXTS.notFound);
      return winner;
    }
    const stale = await db.execute<{ storageKey: string }[]>(
      `delete from approval_record_file where project_id = ? and audience = ? and fingerprint <> ? returning storage_key as "storageKey"`,
      [projectId, audience, fingerprint],
    );
    await this.remove(stale.map((row) => row.storageKey));
    return mine;
  }

  private async remove(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map((key) =>
        this.storage
          .remove(key)
          .catch((error: unknown) => this.logger.warn(`could not remove record ${key}: ${String(error)}`)),
      ),
    );
  }

  /** A small JPEG of an image (any format sharp reads, first frame of a GIF); null for a video or an unreadable file. */
  private async thumbnail(file: Attachment): Promise<RecordThumbnail> {
    if (!file.fileType.startsWith('image/')) return { fileName: file.fileName, jpeg: null };
    const source = this.storage.read(file.storageKey);
    try {
      const resize = sharp({ failOn: 'error' })
        .rotate()
        .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80 });
      // pipe() does not pass the source's errors on: a missing file would leave toBuffer() waiting
      // for ever, and the render slot with it.
      const unreadable = new Promise<never>((_, reject) => source.once('error', reject));
      const jpeg = await Promise.race([source.pipe(resize).toBuffer(), unreadable]);
      return { fileName: file.fileName, jpeg };
    } catch (error) {
      this.logger.warn(`no thumbnail for ${file.storageKey}: ${String(error)}`);
      return { fileName: file.fileName, jpeg: null };
    } finally {
      source.destroy();
    }
  }
}
