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
  return z.coerce.number({ error: texts.wrongType }).refine(Number.isInteger, texts.wrongType).min(1, texts.tooSmall).max(max, texts.tooLarge).optional();
}

/** `?page=1&pageSize=10` of a paged list (api.md), bounded; each list sets its own default size. */
export const pageQuerySchema = z.object({
  page: queryNumber(MAX_PAGE, { wrongType: 'Die Seite muss eine Zahl sein', tooSmall: 'Die Seite muss mindestens 1 sein', tooLarge: `Die Seite darf höchstens ${MAX_PAGE} sein` }),
  pageSize: queryNumber(MAX_PAGE_SIZE, {
    wrongType: 'Die Seitengrösse muss eine Zahl sein',
    tooSmall: 'Mindestens 1 Eintrag pro Seite',
    tooLarge: `Höchstens ${MAX_PAGE_SIZE} Einträge pro Seite`,
  }).describe('Entries per page (the list names its default)'),
});

/** A search text as the lists take it: trimmed, empty meaning none, at most SEARCH_MAX_LENGTH characters. */
export function searchText(description: string) {
  return optionalText(SEARCH_MAX_LENGTH, { notText: 'Der Suchbegriff muss ein Text sein', tooLong: `Der Suchbegriff darf höchstens ${SEARCH_MAX_LENGTH} Zeichen lang sein` }).describe(description);
}
