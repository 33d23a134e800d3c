/** A calendar month as the API names it: 2026-11. */
export const MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;
