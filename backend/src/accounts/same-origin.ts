import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/errors/app-error.js';

const CROSS_SITE_MESSAGE = 'Diese Anfrage ist nur von ContentFlow selbst aus erlaubt';

/**
 * Endpoints that act on the refresh cookie alone (refresh, sign-out) or give the browser a session
 * or a password (sign-in and its second factor, sign-up, the first admin, set-password: no login
 * CSRF, where another site signs the victim in to the attacker's account) answer only requests from
 * our own pages: a browser names the page's origin in `Origin` (and says `Sec-Fetch-Site`) on every
 * POST, so a form or script on another site is refused even where a browser would send the
 * cookie. Requests without either header come from no browser page and carry no ambient cookie
 * that another site could have made them send.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    let host: string | null;
    try {
      host = origin === 'null' ? null : new URL(origin).host;
    } catch {
      host = null;
    }
    if (host === null || host !== request.host) throw AppError.forbidden(CROSS_SITE_MESSAGE);
    return;
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw AppError.forbidden(CROSS_SITE_MESSAGE);
}
