import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { AppError } from '../common/errors/app-error.js';
import { LARGEST_UPLOAD_BYTES, tooLargeMessage, type UploadPolicy } from './upload-policy.js';

export interface ReceivedFile {
  temporaryPath: string;
  /** The uploader's file name, without any path. */
  originalName: string;
  contentType: string;
  ext: string;
  sizeBytes: number;
}

/** Whatever was received is removed again (the request failed, or the files were not kept). */
export async function discard(files: ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.temporaryPath, { force: true })));
}

function baseName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  // Control characters and the like never reach a header or a page.
  return last.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'datei';
}

/**
 * Streams the request's files to temporary files and decides each one's type from its bytes (not
 * its name or the header the browser sent). Refuses the whole request on the first file that is of
 * a type the policy does not take (415) or larger than its kind allows (413).
 */
export async function readUploads(request: FastifyRequest, policy: UploadPolicy, temporaryDirectory: string): Promise<ReceivedFile[]> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_FILE', policy.unsupportedMessage);
  const received: ReceivedFile[] = [];
  try {
    for await (const part of request.files({ limits: { fileSize: LARGEST_UPLOAD_BYTES, files: policy.maxFiles } })) {
      const temporaryPath = join(temporaryDirectory, randomUUID());
      await pipeline(part.file, createWriteStream(temporaryPath));
      const file: ReceivedFile = { temporaryPath, originalName: baseName(part.filename), contentType: '', ext: '', sizeBytes: 0 };
      received.push(file);
      if (part.file.truncated) throw new AppError(413, 'FILE_TOO_LARGE', tooLargeMessage(LARGEST_UPLOAD_BYTES));
      const detected = await fileTypeFromFile(temporaryPath);
      const accepted = detected && policy.accepts[detected.mime];
      if (!detected || !accepted) throw new AppError(415, 'UNSUPPORTED_FILE', policy.unsupportedMessage);
      file.sizeBytes = (await stat(temporaryPath)).size;
      if (file.sizeBytes > accepted.maxBytes) throw new AppError(413, 'FILE_TOO_LARGE', tooLargeMessage(accepted.maxBytes));
      file.contentType = detected.mime;
      file.ext = accepted.ext;
    }
  } catch (error) {
    await discard(received);
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw AppError.validation(`Höchstens ${policy.maxFiles} Dateien auf einmal`);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'FILE_TOO_LARGE', tooLargeMessage(LARGEST_UPLOAD_BYTES));
    throw error;
  }
  return received;
}
