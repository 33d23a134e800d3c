/** The bounds of the paged, searchable lists (api.md): what the API refuses beyond, the web app's search boxes stop at. */

/** Beyond this the offset would overflow Postgres' bigint (500); no real list has that many pages. */
export const MAX_PAGE = 100_000;
export const MAX_PAGE_SIZE = 100;

/** The longest search text of the searchable lists (users, orders). */
export const SEARCH_MAX_LENGTH = 100;

/**
 * The admin's order list counts at most this many matching orders (and says when there are more):
 * an exact count of 1,000,000 orders would read them all on every page view.
 */
export const ORDER_COUNT_CAP = 10_000;

/**
 * An admin's order search by a client's name looks at the first this many companies whose name
 * matches (by name): a text matching more is too broad to narrow the list by its clients, and the
 * orders' filter stays a short list of ids (the title still matches every order).
 */
export const CLIENT_NAME_MATCHES = 200;

/**
 * Asked without a page, the review queue answers a list as it always did, but of its oldest orders
 * only (as many as the largest page): every order's detail with signed URLs, versions and pins is
 * too much to build for a queue of hundreds on each view.
 */
export const REVIEW_QUEUE_LIST_LIMIT = 100;

/** The admin's overdue board shows at most this many orders, the most overdue first. */
export const OVERDUE_BOARD_LIMIT = 100;
