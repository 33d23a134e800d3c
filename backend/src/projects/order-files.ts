import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors/app-error.js';
import { FileStorage } from '../storage/file-storage.js';
import { discard, readUploads, type ReceivedFile } from '../storage/read-uploads.js';
import type { UploadPolicy } from '../storage/upload-policy.js';
import { Attachment } from './attachment.entity.js';
import type { Project } from './project.entity.js';
import { PROJECT_TEXTS } from './project-texts.js';

export interface StoredUpload {
  attachments: Attachment[];
  /** Storage keys written, to remove again if the transaction does not commit. */
  keys: string[];
}

/** Receives an order's uploads and keeps them under the spec's paths. */
@Injectable()
export class OrderFiles {
  constructor(private readonly storage: FileStorage) {}

  receive(request: FastifyRequest, policy: UploadPolicy): Promise<ReceivedFile[]> {
    return readUploads(request, policy, this.storage.temporaryDirectory());
  }

  async requireSome(files: ReceivedFile[]): Promise<void> {
    if (!files.length) throw AppError.validation(PROJECT_TEXTS.atLeastOneFile, [{ field: 'files', message: PROJECT_TEXTS.atLeastOneFile }]);
  }

  /**
   * Moves the files to {projectId}/{timestamp}.{ext} (final designs: final_{timestamp}) and adds
   * their attachment rows to the unit of work.
   */
  async store(em: EntityManager, project: Project, uploaderId: string, files: ReceivedFile[], isFinalDesign: boolean): Promise<StoredUpload> {
    const keys: string[] = [];
    const attachments: Attachment[] = [];
    try {
      const timestamp = Date.now();
      for (const [index, file] of files.entries()) {
        const suffix = files.length > 1 ? `-${index + 1}` : '';
        const key = `${project.id}/${isFinalDesign ? 'final_' : ''}${timestamp}${suffix}.${file.ext}`;
        await this.storage.save(key, file.temporaryPath, file.contentType);
        keys.push(key);
        attachments.push(
          em.create(Attachment, {
            project,
            uploadedBy: uploaderId,
            storageKey: key,
            fileUrl: this.storage.publicUrl(key),
            fileName: file.originalName,
            fileType: file.contentType,
            sizeBytes: file.sizeBytes,
            isFinalDesign,
          }),
        );
      }
    } catch (error) {
      await this.removeKeys(keys);
      await discard(files);
      throw error;
    }
    return { attachments, keys };
  }

  async removeKeys(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.storage.remove(key).catch(() => undefined)));
  }
}
