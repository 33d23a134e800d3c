import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, MESSAGES } from '../common/errors/app-error.js';
import type { AppConfig } from '../config/app-config.js';

const isMultipart = (request: FastifyRequest) => /^multipart\//i.test(request.headers['content-type'] ?? '');
const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * A body that is not complete BODY_TIMEOUT_MS after its headers is cut with 408 and the connection
 * closed, so a client trickling a JSON body cannot hold a connection and a parser for minutes.
 * Uploads (multipart) are left to the server's REQUEST_TIMEOUT_MS: 200 MB on a slow line takes long.
 *
 * The body is handed to the parser through a pass-through stream; on time-out that stream fails
 * (Fastify answers the parser's error and sets `Connection: close`), while the socket itself stays
 * open until the 408 is written.
 */
export function registerBodyTimeout(fastify: FastifyInstance, config: AppConfig): void {
  fastify.addHook('preParsing', async (request, reply, payload) => {
    if (!hasBody(request) || isMultipart(request)) return payload;
    const guarded = new PassThrough();
    // Fastify listens for errors only while it reads the body (not after a 413, say): a late one
    // must not become an unhandled 'error' event.
    guarded.on('error', () => undefined);
    const timer = setTimeout(() => {
      payload.unpipe(guarded);
      payload.pause();
      guarded.destroy(new AppError(408, 'REQUEST_TIMEOUT', MESSAGES.bodyTimeout));
    }, config.timeouts.bodyMs);
    const stop = () => clearTimeout(timer);
    payload.once('end', stop);
    reply.raw.once('close', stop);
    payload.once('error', (error) => {
      stop();
      guarded.destroy(error);
    });
    payload.pipe(guarded);
    return guarded;
  });
}
