/**
 * The building blocks of the request schemas (docs/decisions.md "Contracts: zod as the one source"):
 * each block carries its German messages and its limits, so that the API's validation, its OpenAPI
 * document and the web app's forms read them from one place.
 */
import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE, SEARCH_MAX_LENGTH } from './lists.js';

/** What the web app sends of a body whose optional fields the API also takes as null: no nulls. */
export type WithoutNulls<Body> = { [Key in keyof Body]: Exclude<Body[Key], null> };

/** The one wording of every text limit. */
export const tooLong = (label: string, max: number) => `${label} darf höchstens ${max} Zeichen lang sein`;

/** A text that must be given: trimmed, not empty; missing, not a text and empty share one message. */
export function requiredText(max: number, texts: { required: string; tooLong: string }) {
  return z.string({ error: texts.required }).trim().min(1, texts.required).max(max, texts.tooLong);
}

/** An optional text: trimmed, and an empty one (or null) is no value at all. */
export function optionalText(max: number, texts: { notText: string; tooLong: string }) {
  return z
    .string({ error: texts.notText })
    .trim()
    .max(max, texts.tooLong)
    .nullish()
    .transform((text) => text || undefined);
}

/**
 * A whole number (any size: a huge one is refused by its bound, not as "no whole number", which
 * zod's `int()` would say beyond 2^53).
 */
export function wholeNumber(texts: { wrongType: string }) {
  return z.number({ error: texts.wrongType }).refine(Number.isInteger, texts.wrongType);
}

/** A whole number of the query string, bounded; `wrongType` when it is no number at all. */
function queryNumber(max: number, texts: { wrongType: string; tooSmall: string; tooLarge: string }) {
  return z.coerce
    .number({ error: texts.wrongType })
    .refine(Number.isInteger, texts.wrongType)
    .min(1, texts.tooSmall)
    .max(max, texts.tooLarge)
    .optional();
}

/** `?page=1&pageSize=10` of a paged list (api.md), bounded; each list sets its own default size. */
export const pageQuerySchema = z.object({
  page: queryNumber(MAX_PAGE, {
    wrongType: 'Die Seite muss eine Zahl sein',
    tooSmall: 'Die Seite muss mindestens 1 sein',
    tooLarge: `Die Seite darf höchstens ${MAX_PAGE} sein`,
  }),
  pageSize: queryNumber(MAX_PAGE_SIZE, {
    wrongType: 'Die Seitengrösse muss eine Zahl sein',
    tooSmall: 'Mindestens 1 Eintrag pro Seite',
    tooLarge: `Höchstens ${MAX_PAGE_SIZE} Einträge pro Seite`,
  }).describe('Entries per page (the list names its default)'),
});

/** A search text as the lists take it: trimmed, empty meaning none, at most SEARCH_MAX_LENGTH characters. */
export function searchText(description: string) {
  return optionalText(SEARCH_MAX_LENGTH, {
    notText: 'Der Suchbegriff muss ein Text sein',
    tooLong: `Der Suchbegriff darf höchstens ${SEARCH_MAX_LENGTH} Zeichen lang sein`,
  }).describe(description);
}

/* The e-mail rule the API has always applied (validator.js's isEmail with its defaults): a local part of
 * dot-separated atoms (UTF-8 letters allowed) or a quoted one, at most 64 bytes; a domain of at
 * least two labels, a letter TLD, at most 254 bytes; at most 254 characters in all. */
const EMAIL_ATOM = /^[a-z\d!#$%&'*+\-/=?^_`{|}~\u00A1-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+$/i;
const EMAIL_QUOTED =
  // eslint-disable-next-line no-control-regex -- validator.js's rule names control characters on purpose
  /^([\s\x01-\x08\x0b\x0c\x0e-\x1f\x7f\x21\x23-\x5b\x5d-\x7e\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]|(\\[\x01-\x09\x0b\x0c\x0d-\x7f\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]))*$/i;
const DOMAIN_TLD = /^([a-z\u00A1-\u00A8\u00AA-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}|xn[a-z0-9-]{2,})$/i;
const DOMAIN_LABEL = /^[a-z\u00a1-\uffff0-9-]+$/i;
const byteLength = (text: string) => new TextEncoder().encode(text).length;

function isDomain(domain: string): boolean {
  const labels = domain.split('.');
  const tld = labels.at(-1) ?? '';
  if (labels.length < 2 || !DOMAIN_TLD.test(tld) || /\s/.test(tld) || /^\d+$/.test(tld)) return false;
  return labels.every(
    (label) => label.length <= 63 && DOMAIN_LABEL.test(label) && !/[\uff01-\uff5e]/.test(label) && !/^-|-$/.test(label),
  );
}

/** Whether a text is an e-mail address as the API takes it. */
export function isEmailAddress(text: string): boolean {
  if (text.length > 254) return false;
  const parts = text.split('@');
  const domain = parts.pop() ?? '';
  const user = parts.join('@');
  if (!parts.length || byteLength(user) > 64 || byteLength(domain) > 254 || !isDomain(domain)) return false;
  if (user.startsWith('"') && user.endsWith('"')) return EMAIL_QUOTED.test(user.slice(1, -1));
  return user.split('.').every((atom) => EMAIL_ATOM.test(atom));
}

/** The longest e-mail address a request may hold (the checks above bound it further). */
export const EMAIL_MAX_LENGTH = 320;

/** An e-mail address: trimmed, one message for missing, not a text, too long and malformed. */
export function emailAddress(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(EMAIL_MAX_LENGTH, message)
    .refine(isEmailAddress, message)
    .meta({ format: 'email' });
}

/** A field the API has always taken as left out when it is null (class-validator's `IsOptional`). */
export function leftOutWhenNull<Schema extends z.ZodType>(schema: Schema) {
  return schema
    .nullish()
    .transform((value) => value ?? undefined)
    .optional();
}
