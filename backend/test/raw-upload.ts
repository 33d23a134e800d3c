import { Buffer } from 'node:buffer';
import { once } from 'node:events';
import { mkdtempSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uniqueIp, type TestApp } from './test-app.js';

const BOUNDARY = 'contentflow-test-boundary';

/** The opening of a multipart body with one file part, up to where its bytes begin. */
export function partHead(fileName: string, type = 'image/png'): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
}

export const BODY_TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

export interface Answer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the body loosely; expect() checks its shape
  body: any;
}

/**
 * An upload over a raw HTTP request: the test decides how much of the body goes out and when, so
 * it can see the server answer before the body is complete, or go away in the middle.
 */
export class RawUpload {
  readonly request: http.ClientRequest;
  readonly answer: Promise<Answer>;
  /** Body bytes handed to the socket so far. */
  sent = 0;
  answered = false;

  constructor(app: TestApp, path: string, headers: Record<string, string>, contentLength: number) {
    this.request = http.request(new URL(path, app.baseUrl), {
      method: 'POST',
      agent: false,
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(contentLength),
        'x-forwarded-for': uniqueIp(),
      },
    });
    this.answer = new Promise((resolve, reject) => {
      this.request.once('response', (response) => {
        this.answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            statusCode: response.statusCode ?? 0,
            headers: response.headers,
            body: text ? JSON.parse(text) : null,
          });
        });
      });
      // Writing on after the server has answered and closed fails (EPIPE, reset): only an error
      // before any answer is one.
      this.request.on('error', (error) => {
        if (!this.answered) reject(error);
      });
    });
    this.answer.catch(() => undefined);
  }

  /** Writes the bytes, waiting while the socket is full; stops early once the server has answered. */
  async write(bytes: Buffer, chunkSize = 256 * 1024): Promise<void> {
    for (let offset = 0; offset < bytes.length && !this.answered && !this.request.destroyed; offset += chunkSize) {
      const chunk = bytes.subarray(offset, offset + chunkSize);
      this.sent += chunk.length;
      if (!this.request.write(chunk)) {
        await Promise.race([
          once(this.request, 'drain'),
          this.answer.catch(() => undefined),
          once(this.request, 'close'),
        ]);
      }
    }
  }

  /** The client goes away (a closed tab, a lost connection). */
  destroy(): void {
    this.request.destroy();
  }
}

/** A data folder of the test's own, so it can watch the temporary uploads. */
export function ownDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'contentflow-files-'));
}

export const filesIn = (folder: string): string[] => {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
};
