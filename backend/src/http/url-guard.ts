import type { FastifyInstance } from 'fastify';
import { AppError, MESSAGES } from '../common/errors/app-error.js';
import { containsNul } from './input-guard.js';

/**
 * A NUL character in the query string or a path segment (`%00`) is refused with 400 before any
 * route sees it: Postgres cannot store or compare text with one. Runs for unknown paths and static
 * files too. (Raw control characters in the URL never get this far: Node's HTTP parser refuses them.)
 */
export function registerUrlGuard(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    if (containsNul(request.query) || containsNul(request.params)) throw AppError.validation(MESSAGES.invalidCharacters);
  });
}
