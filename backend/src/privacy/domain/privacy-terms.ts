import { PRIVACY_LIMITS } from '../../contracts/privacy.js';

const DAY_MS = 24 * 3600 * 1000;

/** When an erasure asked for at `now` runs: 30 days later, to the millisecond. */
export function erasureDueAt(now: Date): Date {
  return new Date(now.getTime() + PRIVACY_LIMITS.erasureGraceDays * DAY_MS);
}

/** When an export written at `now` expires (its link and its ZIP). */
export function exportExpiresAt(now: Date): Date {
  return new Date(now.getTime() + PRIVACY_LIMITS.exportDays * DAY_MS);
}

/** The moment before which rows kept `days` days are due to go. */
export function olderThan(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * Whether the typed confirmation names the company: the same words, whatever the surrounding
 * spaces and the letters' case (a name is typed, not pasted).
 */
export function confirmsCompany(confirm: string, companyName: string): boolean {
  const norm = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-CH');
  return norm(confirm) !== '' && norm(confirm) === norm(companyName);
}
