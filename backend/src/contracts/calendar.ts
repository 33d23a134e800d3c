/** The editorial calendar (issue 29, docs/decisions.md "Editorial calendar"): values the web app reads too. */

/**
 * What an entry of the calendar is: an idea of the month plan, an order (due or approved), and,
 * once publishing exists, a scheduled and a published post (none are answered yet).
 */
export const CALENDAR_KINDS = ['idea', 'order', 'scheduled', 'published'] as const;

/** The longest range one request may ask for, in days (both ends included): a month view with its neighbouring weeks. */
export const CALENDAR_MAX_DAYS = 62;

/** A calendar day as the API names it: 2026-11-03. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
