import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { AppError, MESSAGES } from '../common/errors/app-error.js';
import type { AppConfig } from '../config/app-config.js';
import { assertCleanJsonText, containsNul, MAX_BODY_MEMBERS } from './input-guard.js';

type Done = (error: Error | null, body?: unknown) => void;

/**
 * The request body parsers, in place of the ones Nest and Fastify register. JSON is checked for NUL
 * characters and nesting depth in one pass over the text before it is parsed, then parsed by
 * Fastify's own parser (secure-json-parse: `__proto__` and `constructor.prototype` are refused,
 * malformed and empty bodies keep their errors). Form bodies are parsed flat and checked for NUL too.
 * Both keep BODY_LIMIT_BYTES (413 beyond it) and MAX_BODY_MEMBERS (400 beyond it), each in time
 * linear in the body's size.
 */
export function registerBodyParsers(app: NestFastifyApplication, config: AppConfig): void {
  const fastify = app.getHttpAdapter().getInstance();
  const { onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig;
  const parseJson = fastify.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');

  app.useBodyParser(
    'application/json',
    { bodyLimit: config.bodyLimitBytes },
    (request: FastifyRequest, body: Buffer, done: Done) => {
      const text = body.toString('utf8');
      assertCleanJsonText(text);
      parseJson(request, text, done);
    },
  );

  app.useBodyParser(
    'application/x-www-form-urlencoded',
    { bodyLimit: config.bodyLimitBytes },
    (_request: FastifyRequest, body: Buffer, done: Done) => {
      done(null, parseForm(body.toString('utf8')));
    },
  );
}

/** More `&`-separated pieces than MAX_BODY_MEMBERS, counted on the text (URLSearchParams parses all of it at once). */
function tooManyPieces(text: string): boolean {
  let pieces = 1;
  for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', at + 1)) {
    if (++pieces > MAX_BODY_MEMBERS) return true;
  }
  return false;
}

/** `a=1&a=2&b=x` as `{ a: ['1', '2'], b: 'x' }`, on an object without a prototype. */
export function parseForm(text: string): Record<string, string | string[]> {
  // Empty pieces (`a=1&&b=2`) count here too: no form of ours comes near the bound.
  if (tooManyPieces(text)) throw AppError.validation(MESSAGES.tooManyFields);
  const form: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) {
    // Copied onto an ordinary object, this key would replace that object's prototype.
    if (key === '__proto__') throw AppError.validation(MESSAGES.validation);
    const previous = form[key];
    if (previous === undefined) form[key] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else form[key] = [previous, value];
  }
  if (containsNul(form)) throw AppError.validation(MESSAGES.invalidCharacters);
  return form;
}
