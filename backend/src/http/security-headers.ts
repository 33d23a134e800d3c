import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config.js';

type Directives = Record<string, string[]>;

/**
 * What the built web app needs, and nothing more: its own scripts (no 'unsafe-eval', no inline
 * script), inline styles because antd injects them at run time, images and videos from this origin
 * plus data:/blob: URLs (previews of files picked for upload), and no framing by anyone.
 *
 * The prerendered public pages (/, /auth, 404; scripts/prerender-web.mjs) need nothing more: their
 * markup is in the HTML, their styles are inline <style> elements (allowed like antd's run-time
 * ones) and no state is inlined as a script, so script-src stays 'self' without a hash or nonce.
 *
 * The Swagger UI (/api/docs) runs under the same policy: it loads its scripts from this origin and
 * only its styles are inline. Checked in Chromium with the built web app (docs/security.md).
 */
export const CSP_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export function cspHeader(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * Security headers on every answer (API, web app, Swagger UI, uploaded files, errors).
 *
 * helmet sets its headers on the raw response in `onRequest`, and so does the CSP here: a header
 * that a route or a later hook sets through the reply wins over them (Fastify writes reply headers
 * last), as does one set on the raw response later, so a route with its own, stricter policy (the
 * uploaded files under /files/) keeps it. On the raw response, they are also on answers a handler
 * writes itself past Fastify's reply and its `onSend` hooks (the notification stream).
 */
/** The policy with the origin the stored files come from (an S3 bucket's presigned URLs) allowed for images and videos. */
function directivesWith(fileOrigin: string | null): Directives {
  if (!fileOrigin) return CSP_DIRECTIVES;
  return {
    ...CSP_DIRECTIVES,
    'img-src': [...CSP_DIRECTIVES['img-src'], fileOrigin],
    'media-src': [...CSP_DIRECTIVES['media-src'], fileOrigin],
  };
}

export async function registerSecurityHeaders(
  fastify: FastifyInstance,
  config: Pick<AppConfig, 'cookieSecure'>,
  fileOrigin: string | null = null,
): Promise<void> {
  await fastify.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    // Other sites learn nothing of our addresses (order ids are in the paths); requests within the
    // app keep their Referer.
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // Only behind HTTPS (COOKIE_SECURE): over plain HTTP the header would be ignored at best, and a
    // wrongly pinned host is unreachable over HTTP for a year at worst.
    hsts: config.cookieSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });

  const policy = cspHeader(directivesWith(fileOrigin));
  fastify.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('content-security-policy', policy);
  });
}
