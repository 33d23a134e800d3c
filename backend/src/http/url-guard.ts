import type { FastifyInstance } from 'fastify';
import { AppError, MESSAGES } from '../common/errors/app-error.js';
import { containsNul, MAX_QUERY_PARAMETERS } from './input-guard.js';

/**
 * A NUL character in the query string or a path segment (`%00`) is refused with 400 before any
 * route sees it: Postgres cannot store or compare text with one. So is a query of more than
 * MAX_QUERY_PARAMETERS values: mapping one onto a request class costs time growing with the square
 * of its keys (see input-guard.ts). Runs for unknown paths and static files too. (Raw control
 * characters in the URL never get this far: Node's HTTP parser refuses them.)
 */
export function registerUrlGuard(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    if (queryValues(request.query) > MAX_QUERY_PARAMETERS) throw AppError.validation(MESSAGES.tooManyFields);
    if (containsNul(request.query) || containsNul(request.params))
      throw AppError.validation(MESSAGES.invalidCharacters);
  });
}

/** How many values a parsed query string holds (`a=1&a=2` is two). */
function queryValues(query: unknown): number {
  if (query === null || typeof query !== 'object') return 0;
  let count = 0;
  for (const value of Object.values(query)) count += Array.isArray(value) ? value.length : 1;
  return count;
}
