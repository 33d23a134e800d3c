import { AppError, MESSAGES } from '../common/errors/app-error.js';

/**
 * The deepest nesting a JSON body may have; the top-level object counts as 1. Our deepest body is 3
 * deep (an order's `slideIdeas: [{ … }]`), so 8 leaves room for new fields without letting a
 * 1,000-deep body reach the request schemas (zod), which recurse once per level.
 */
export const MAX_JSON_DEPTH = 8;

/**
 * The most members (object keys and list entries, counted together over the whole body) a body may
 * have. Mapping a body onto a request class (class-transformer, then class-validator, before the
 * request schemas) cost time that grew with the square of its keys, so a 649 KB body of 60,000 keys
 * held the API's one thread for 8.5 s; the bound stays, whatever checks the body behind it. Our widest body, the brand, has a few hundred members at its fullest (contracts/
 * branding.ts bounds each list); 2,000 leaves room and caps what mapping can cost at a few
 * milliseconds. Form bodies and query strings have the same bound.
 */
export const MAX_BODY_MEMBERS = 2_000;

/** Query strings: our widest query (the order list) has a handful of parameters. */
export const MAX_QUERY_PARAMETERS = 50;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const LOWER_U = 0x75;
const COMMA = 0x2c;

/**
 * Checks a JSON text in one pass, before it is parsed: no NUL character in any string or key
 * (Postgres cannot store one in text: it would answer 500), no nesting deeper than `maxDepth`, and
 * no more than `maxMembers` members. In JSON a NUL can only appear as the escape `\u0000` (a raw one
 * is invalid JSON and also refused here); an escaped backslash followed by "u0000" is ordinary text.
 * Every member but a container's first follows a comma outside a string, so counting those commas
 * bounds the members without parsing. Malformed JSON is left to the parser that runs next.
 */
export function assertCleanJsonText(text: string, maxDepth = MAX_JSON_DEPTH, maxMembers = MAX_BODY_MEMBERS): void {
  let depth = 0;
  let commas = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) throw AppError.validation(MESSAGES.invalidCharacters);
    if (inString) {
      if (c === BACKSLASH) {
        if (text.charCodeAt(i + 1) === LOWER_U && text.startsWith('0000', i + 2))
          throw AppError.validation(MESSAGES.invalidCharacters);
        i++; // the escaped character
      } else if (c === QUOTE) {
        inString = false;
      }
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > maxDepth) throw AppError.validation(MESSAGES.tooDeeplyNested);
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    } else if (c === COMMA && ++commas >= maxMembers) {
      throw AppError.validation(MESSAGES.tooManyFields);
    }
  }
}

/** Whether a parsed query, route parameter or form value holds a NUL character anywhere. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}
