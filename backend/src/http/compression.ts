import { constants } from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * JSON answers (the plugin adds what mime-db calls compressible: the Swagger UI's HTML, scripts and
 * styles). `text/event-stream` is neither, so event streams stay unbuffered.
 */
const COMPRESSED_TYPES = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/;

/** Answers smaller than this gain less than the header and the CPU cost. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compression of the API's JSON answers above the threshold, brotli (quality 4: fast enough per
 * request) or gzip by Accept-Encoding. Only routes under /api take part; the web app's files and
 * pages are compressed at build time (scripts/compress-web.mjs) and /files is left alone (already
 * compressed media, Range requests). `text/event-stream` never matches the types, so the AI stream
 * and the notification stream (which writes to the raw response) are sent as they are written.
 * Request bodies are not decompressed (no `decompress` on any route).
 */
export async function registerCompression(fastify: FastifyInstance): Promise<void> {
  // A route's own options replace the plugin's (with the plugin's defaults for what they leave
  // out), so the settings go on each route. This hook runs before the plugin's, which reads them.
  const apiCompression: FastifyCompressOptions = {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: (type: string) => COMPRESSED_TYPES.test(type),
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  };
  fastify.addHook('onRoute', (route) => {
    if (route.url === '/api' || route.url.startsWith('/api/')) route.compress ??= apiCompression;
  });
  await fastify.register(fastifyCompress, { global: false });
}
