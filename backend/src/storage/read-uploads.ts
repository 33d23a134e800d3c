import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../common/errors/app-error.js';
import {
  largestFile,
  largestRequest,
  tooLargeMessage,
  TYPE_SNIFF_BYTES,
  UPLOAD_TEXTS,
  type UploadPolicy,
} from './upload-policy.js';

export interface ReceivedFile {
  temporaryPath: string;
  /** The uploader's file name, without any path. */
  originalName: string;
  contentType: string;
  ext: string;
  sizeBytes: number;
}

export interface ReceiveLimits {
  /** Files this request may carry (the policy's per-request maximum, or fewer when the order is nearly full). */
  maxFiles: number;
  /** The 400 message when it carries more. */
  tooManyMessage: string;
}

/**
 * The files of an upload request, not yet read. A handler first decides whether the caller may
 * upload here at all, and only then reads them: nothing of a refused request is stored.
 */
export interface IncomingUploads {
  /** Streams the files to temporary files, deciding each one's type from its first bytes and stopping at its kind's size cap. */
  receive(policy: UploadPolicy, limits?: ReceiveLimits): Promise<ReceivedFile[]>;
  /** The request is refused: the rest of its body is not read (beyond a moment for the answer to get out). */
  refuse(): void;
}

/** Whatever was received is removed again (the request failed, or the files were not kept). */
export async function discard(files: ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.temporaryPath, { force: true })));
}

function baseName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  // Control characters and the like never reach a header or a page.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  return last.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'datei';
}

function declaredLength(request: FastifyRequest): number | null {
  const value = request.headers['content-length'];
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;
}

/** Decides the file's kind from its first bytes (not its name or the type the browser sent). */
async function kindOf(bytes: Buffer, policy: UploadPolicy, file: ReceivedFile) {
  const detected = await fileTypeFromBuffer(bytes);
  const accepted = detected ? policy.accepts[detected.mime] : undefined;
  if (!detected || !accepted) throw new AppError(415, 'UNSUPPORTED_FILE', policy.unsupportedMessage);
  file.contentType = detected.mime;
  file.ext = accepted.ext;
  return accepted;
}

/**
 * A pipeline stage that holds back the first bytes until the type is known (415 before anything is
 * written), then counts and stops the stream as soon as the file passes its kind's cap (413).
 */
function checkedAsItArrives(policy: UploadPolicy, file: ReceivedFile) {
  return async function* (source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    let cap: number | null = null;
    let head: Buffer[] = [];
    let headBytes = 0;
    const counted = (chunk: Buffer) => {
      file.sizeBytes += chunk.length;
      if (file.sizeBytes > cap!) throw new AppError(413, 'FILE_TOO_LARGE', tooLargeMessage(cap!));
      return chunk;
    };
    for await (const chunk of source) {
      if (cap !== null) {
        yield counted(chunk);
        continue;
      }
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes < TYPE_SNIFF_BYTES) continue;
      const bytes = Buffer.concat(head);
      head = [];
      cap = (await kindOf(bytes, policy, file)).maxBytes;
      yield counted(bytes);
    }
    if (cap === null) {
      const bytes = Buffer.concat(head);
      cap = (await kindOf(bytes, policy, file)).maxBytes;
      yield counted(bytes);
    }
  };
}

function closed(stream: WriteStream | null): Promise<void> {
  if (!stream || stream.closed) return Promise.resolve();
  return new Promise((resolve) => stream.once('close', () => resolve()));
}

/**
 * Streams the request's files to temporary files. Refuses the whole request on the first file that
 * is of a type the policy does not take (415) or larger than its kind allows (413), as soon as that
 * shows; a Content-Length no allowed request can have is refused before anything is read; a body
 * that is no readable multipart form is refused with 400. Every temporary file of a refused or
 * broken request (the client went away) is removed.
 */
async function readUploads(
  request: FastifyRequest,
  policy: UploadPolicy,
  temporaryDirectory: string,
  { maxFiles, tooManyMessage }: ReceiveLimits = {
    maxFiles: policy.maxFiles,
    tooManyMessage: UPLOAD_TEXTS.tooManyAtOnce(policy.maxFiles),
  },
): Promise<ReceivedFile[]> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_FILE', policy.unsupportedMessage);
  const declared = declaredLength(request);
  if (declared !== null && declared > largestRequest(policy, maxFiles)) {
    // A policy of one file (a logo): the request is too large because its file is.
    if (policy.maxFiles === 1) throw new AppError(413, 'FILE_TOO_LARGE', tooLargeMessage(largestFile(policy)));
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', UPLOAD_TEXTS.requestTooLarge(maxFiles, largestFile(policy)));
  }
  // Gone before the first byte was read: the multipart reader would wait for a body that never comes.
  if (request.raw.destroyed) throw AppError.validation(UPLOAD_TEXTS.aborted);

  const received: ReceivedFile[] = [];
  let writing: WriteStream | null = null;
  try {
    for await (const part of request.files({ limits: { fileSize: largestFile(policy), files: maxFiles } })) {
      const file: ReceivedFile = {
        temporaryPath: join(temporaryDirectory, randomUUID()),
        originalName: baseName(part.filename),
        contentType: '',
        ext: '',
        sizeBytes: 0,
      };
      received.push(file);
      writing = createWriteStream(file.temporaryPath, { flags: 'wx' });
      await pipeline(part.file, checkedAsItArrives(policy, file), writing);
      writing = null;
      // The parser's own cap (the policy's largest file) is never reached before ours; kept as a backstop.
      if (part.file.truncated) throw new AppError(413, 'FILE_TOO_LARGE', tooLargeMessage(largestFile(policy)));
    }
  } catch (error) {
    // The file being written is closed before it is removed, so it cannot reappear.
    await closed(writing);
    await discard(received);
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT')
      throw AppError.validation(tooManyMessage, [{ field: 'files', message: tooManyMessage }]);
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'FILE_TOO_LARGE', tooLargeMessage(largestFile(policy)));
    // Our own disk failing is a fault of ours (500); anything else here is the body's.
    if (isSystemError(error)) throw error;
    throw AppError.validation(UPLOAD_TEXTS.malformed);
  }
  return received;
}

/**
 * An error of the operating system (the temporary file could not be written: a full disk, lost
 * permissions), as opposed to one of the multipart parser: a missing or wrong boundary, a part cut
 * off or with a broken header, garbage, too many parts. Those are the sender's, answered with 400.
 */
function isSystemError(error: unknown): boolean {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string';
}

/** After an early answer: how long and how much of the rest of the body is read and dropped before the connection closes. */
const LINGER_MS = 2_000;
const LINGER_BYTES = 1024 * 1024;

/**
 * Lets the answer reach the client (closing a socket with unread data can reset the connection
 * before the client reads it), but not the rest of a large body: a moment of reading and dropping,
 * then the connection closes. What was read is never stored.
 */
function lingerThenClose(raw: IncomingMessage): void {
  if (raw.complete || raw.destroyed) return;
  let dropped = 0;
  const close = () => raw.destroy();
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) close();
  });
  raw.once('close', () => clearTimeout(timer));
  raw.once('end', () => clearTimeout(timer));
  raw.resume();
}

/** The files of one HTTP request (multipart `files`), stored under the storage's temporary folder. */
export class RequestUploads implements IncomingUploads {
  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly temporaryDirectory: string,
  ) {}

  receive(policy: UploadPolicy, limits?: ReceiveLimits): Promise<ReceivedFile[]> {
    return readUploads(this.request, policy, this.temporaryDirectory, limits);
  }

  refuse(): void {
    const raw = this.request.raw;
    if (raw.complete || raw.destroyed) return;
    // Once the answer is out (never before: the client must get it).
    this.reply.raw.once('finish', () => lingerThenClose(raw));
  }
}
