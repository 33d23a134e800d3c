import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../common/errors/app-error.js';
import { SAFE_KEY } from './file-storage.js';
import { FILES_URL_PREFIX } from './file-url-signer.js';
import type { LocalDiskStorage } from './local-disk.storage.js';

const FILE_TEXTS = {
  invalidLink: 'Dieser Link ist ungültig',
  expiredLink: 'Dieser Link ist abgelaufen. Bitte lade die Seite neu.',
  notFound: 'Datei nicht gefunden',
} as const;

/** The answer to a signed link that does not check out (a file's or an export's). */
export function refusedLink(reason: 'invalid' | 'expired'): AppError {
  return AppError.forbidden(reason === 'expired' ? FILE_TEXTS.expiredLink : FILE_TEXTS.invalidLink);
}

/** Nothing in a stored file runs: no scripts, no plugins, no same-origin access, whatever its bytes claim. */
const FILE_CSP = "default-src 'none'; sandbox";

/** RFC 6266 with RFC 5987: an ASCII fallback for old clients and the exact UTF-8 name. */
export function contentDisposition(fileName: string, download: boolean): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${download ? 'attachment' : 'inline'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function refuse(reply: FastifyReply, error: AppError): FastifyReply {
  return reply
    .code(error.statusCode)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    .type('application/json; charset=utf-8')
    .send(error.toBody());
}

/**
 * GET /files/{key}: the local-disk storage's files, for holders of a URL it signed. The signature
 * and expiry are checked before anything about the file is looked at; an unknown key answers like a
 * missing file. @fastify/static (its @fastify/send underneath) streams the file, with Range requests
 * for video. Its own plugin scope, so the check runs for these routes only.
 */
export function fileRoutes(storage: LocalDiskStorage) {
  return async function files(instance: FastifyInstance): Promise<void> {
    instance.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const key = (request.params as { '*'?: string })['*'] ?? '';
      if (!SAFE_KEY.test(key)) return refuse(reply, AppError.notFound(FILE_TEXTS.notFound));
      const check = storage.signer.verify(key, request.query as Record<string, unknown>);
      if (!check.valid) return refuse(reply, refusedLink(check.reason));
      const found = await stat(storage.pathOf(key)).catch(() => null);
      if (!found?.isFile()) return refuse(reply, AppError.notFound(FILE_TEXTS.notFound));
      // Set here, on the reply: these win over anything a global hook put on the raw response (helmet).
      reply
        .header('cache-control', `private, max-age=${storage.signer.secondsLeft(check.request.expires)}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', FILE_CSP)
        .header('content-disposition', contentDisposition(check.request.fileName, check.request.download));
    });

    const { default: fastifyStatic } = await import('@fastify/static');
    await instance.register(fastifyStatic, {
      root: storage.root,
      prefix: FILES_URL_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      // Cache-Control is ours (private, until the URL expires).
      cacheControl: false,
      acceptRanges: true,
    });
  };
}
