const MONTH = new Intl.DateTimeFormat('de-CH', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-12" → "Dezember 2026" (de-CH): how a month is named to people, in mails and notifications. Anything else stays as it is. */
export function monthName(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const number = match ? Number(match[2]) : 0;
  return match && number >= 1 && number <= 12
    ? MONTH.format(new Date(Date.UTC(Number(match[1]), number - 1, 1)))
    : month;
}
