import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../common/auth/actor.js';
import { AppError } from '../../common/errors/app-error.js';
import {
  discard,
  FileStorage,
  FINAL_DESIGNS,
  type IncomingUploads,
  MAX_FILES_PER_PROJECT,
  PROJECT_FILES,
  randomKey,
  type ReceivedFile,
  UPLOAD_TEXTS,
  type UploadPolicy,
} from '../../storage/index.js';
import { Attachment } from './attachment.entity.js';
import { decide, restore } from '../domain/project-lifecycle.machine.js';
import { assertProjectId, projectNotFound, projectScope } from '../lifecycle/project-access.js';
import { loadOrder, type StepRow } from '../lifecycle/lifecycle-runner.js';
import type { LifecycleState } from '../domain/project-lifecycle.machine.js';
import { PROJECT_TEXTS } from '../lifecycle/project-texts.js';

/** A kind of order upload: which files it takes, and when the order takes it. */
export interface ProjectUpload {
  policy: UploadPolicy;
  isFinalDesign: boolean;
  /** Throws the API's refusal when the order's status does not take this upload now. */
  assertStatusTakes(project: OrderLifecycle): void;
}

/** An order as an upload asks it: its id and where its lifecycle stands (the entity, or the runner's aggregate). */
export interface OrderLifecycle {
  id: string;
  lifecycle(): LifecycleState;
}

/** The client's reference files: until the order is completed (the machine's final state). */
export const CLIENT_FILES: ProjectUpload = {
  policy: PROJECT_FILES,
  isFinalDesign: false,
  assertStatusTakes(project) {
    if (restore(project.lifecycle()).hasTag('final'))
      throw AppError.conflict('INVALID_TRANSITION', PROJECT_TEXTS.completedIsFinal);
  },
};

/** The designer's final designs: when the machine takes SUBMIT_FINAL_DESIGN now. */
export const FINAL_DESIGN_FILES: ProjectUpload = {
  policy: FINAL_DESIGNS,
  isFinalDesign: true,
  assertStatusTakes(project) {
    if (!decide(project.lifecycle(), { type: 'SUBMIT_FINAL_DESIGN', attachmentIds: [] }).allowed) {
      throw AppError.conflict('INVALID_TRANSITION', PROJECT_TEXTS.invalidTransition);
    }
  },
};

export interface StoredUpload {
  attachments: Attachment[];
  /** Storage keys written, to remove again if the transaction does not commit. */
  keys: string[];
}

const tooMany = () =>
  AppError.validation(UPLOAD_TEXTS.tooManyPerProject, [{ field: 'files', message: UPLOAD_TEXTS.tooManyPerProject }]);

/**
 * An order's uploads, in the order that keeps refused requests from costing anything: check the
 * caller, the status and the order's room first (no transaction, no lock), then read the files,
 * then store them in a short transaction that checks everything again under the order's lock.
 */
@Injectable()
export class ProjectFiles {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Before the first byte of the body is read: the order is visible to the caller (404 otherwise,
   * like a missing one), takes this upload now, and has room. Then reads the files within that room.
   * Runs in a throwaway context: no connection or lock is held while the files stream in.
   */
  async receive(
    actor: Actor,
    projectId: string,
    upload: ProjectUpload,
    uploads: IncomingUploads,
  ): Promise<ReceivedFile[]> {
    assertProjectId(projectId);
    const em = this.em.fork();
    const order = await loadOrder(em, projectScope(actor), projectId, { lock: false });
    if (!order) throw projectNotFound();
    upload.assertStatusTakes(order);
    const room = MAX_FILES_PER_PROJECT - (await attachmentCount(em, projectId));
    if (room <= 0) throw tooMany();
    const perRequest = upload.policy.maxFiles;
    const files = await uploads.receive(upload.policy, {
      maxFiles: Math.min(room, perRequest),
      tooManyMessage: room < perRequest ? UPLOAD_TEXTS.tooManyPerProject : UPLOAD_TEXTS.tooManyAtOnce(perRequest),
    });
    if (!files.length)
      throw AppError.validation(PROJECT_TEXTS.atLeastOneFile, [
        { field: 'files', message: PROJECT_TEXTS.atLeastOneFile },
      ]);
    return files;
  }

  /** Inside the transaction, with the order locked: the status and the room once more (another request may have come first). */
  async assertStillTakes(
    em: EntityManager,
    project: OrderLifecycle,
    upload: ProjectUpload,
    incoming: number,
  ): Promise<void> {
    upload.assertStatusTakes(project);
    if ((await attachmentCount(em, project.id)) + incoming > MAX_FILES_PER_PROJECT) throw tooMany();
  }

  /**
   * Final designs: the files moved to storage as `store` moves them, their rows written by the
   * lifecycle step in its one statement (`rows`, with the version the submission opened) instead of
   * entities in the unit of work. `ids` are the attachments' ids the machine keeps.
   */
  async storeForStep(
    project: Pick<OrderLifecycle, 'id'>,
    uploaderId: string,
    files: ReceivedFile[],
    upload: ProjectUpload,
  ): Promise<{ ids: string[]; keys: string[]; rows: (versionId: string | null) => StepRow[] }> {
    const saved = await this.saveAll(project.id, files);
    const planned = saved.map(({ key, file, createdAt }) => [
      randomUUID(),
      project.id,
      uploaderId,
      key,
      file.originalName,
      file.contentType,
      file.sizeBytes,
      upload.isFinalDesign,
      createdAt,
    ]);
    return {
      ids: planned.map((row) => row[0] as string),
      keys: saved.map(({ key }) => key),
      rows: (versionId) => [
        {
          sql: `insert into attachment (id, project_id, uploaded_by_id, storage_key, file_name, file_type, size_bytes, is_final_design, created_at, version_id)
                values ${planned.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
          params: planned.flatMap((row) => [...row, versionId]),
        },
      ],
    };
  }

  /**
   * Moves the files to storage (saveAll) and adds their attachment rows to the unit of work, as
   * final designs or reference files.
   */
  async store(
    em: EntityManager,
    project: Pick<OrderLifecycle, 'id'>,
    uploaderId: string,
    files: ReceivedFile[],
    upload: ProjectUpload,
  ): Promise<StoredUpload> {
    const saved = await this.saveAll(project.id, files);
    const attachments = saved.map(({ key, file, createdAt }) =>
      em.create(Attachment, {
        // Known before the flush: the machine keeps the final designs by id.
        id: randomUUID(),
        project: project.id,
        uploadedBy: uploaderId,
        storageKey: key,
        fileName: file.originalName,
        fileType: file.contentType,
        sizeBytes: file.sizeBytes,
        isFinalDesign: upload.isFinalDesign,
        version: null,
        createdAt,
      }),
    );
    return { attachments, keys: saved.map(({ key }) => key) };
  }

  /**
   * Moves the files to {projectId}/{random uuid}.{ext} (nothing in the name says when or what), each
   * with its creation time a millisecond after the one before (the keys no longer sort in upload
   * order; the times keep it). A failure removes what was moved and the received files.
   */
  private async saveAll(
    projectId: string,
    files: ReceivedFile[],
  ): Promise<{ key: string; file: ReceivedFile; createdAt: Date }[]> {
    const saved: { key: string; file: ReceivedFile; createdAt: Date }[] = [];
    try {
      const batch = Date.now();
      for (const [index, file] of files.entries()) {
        const key = randomKey(projectId, file.ext);
        await this.storage.save(key, file.temporaryPath, file.contentType);
        saved.push({ key, file, createdAt: new Date(batch + index) });
      }
    } catch (error) {
      await this.removeKeys(saved.map(({ key }) => key));
      await discard(files);
      throw error;
    }
    return saved;
  }

  async removeKeys(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.storage.remove(key).catch(() => undefined)));
  }
}

/** How many files the order has (reference files and final designs). */
async function attachmentCount(em: EntityManager, projectId: string): Promise<number> {
  const [row] = await em
    .getConnection()
    .execute<{ files: string }[]>(
      'select count(*) as files from attachment where project_id = ?',
      [projectId],
      'all',
      em.getTransactionContext(),
    );
  return Number(row?.files ?? 0);
}
