/**
 * Moments as the publishing screens show and send them: picked and shown as Europe/Zurich wall-clock
 * time, whatever the browser's own zone, and sent as ISO with Zurich's offset of that moment.
 */

const ZONE = 'Europe/Zurich';

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallClock {
  /** YYYY-MM-DD */
  day: string;
  /** HH:mm */
  time: string;
}

function zurichParts(instant: number): Record<string, string> {
  return Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
}

/** Zurich's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function offsetAt(instant: number): number {
  const p = zurichParts(instant);
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** "2026-12-03" and "09:30" in Zurich as "2026-12-03T09:30:00+01:00". */
export function zurichIso({ day, time }: WallClock): string {
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // The offset of the instant the wall-clock time names (asked twice: near a change of the clocks).
  const offset = offsetAt(wall - offsetAt(wall - 60 * 60_000) * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${day}T${time}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** An ISO moment as Zurich's day and time. */
export function zurichWallClock(iso: string): WallClock {
  const p = zurichParts(new Date(iso).getTime());
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

const momentFormat = new Intl.DateTimeFormat('de-CH', {
  timeZone: ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateFormat = new Intl.DateTimeFormat('de-CH', {
  timeZone: ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** "Di., 3. Dezember 2026 um 09:30" (in Zurich). */
export function formatMoment(iso: string): string {
  return momentFormat.format(new Date(iso));
}

/** "03.12.2026" (in Zurich). */
export function formatZurichDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

const shortFormat = new Intl.DateTimeFormat('de-CH', {
  timeZone: ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Mo., 30. Nov. 09:00" (in Zurich). */
export function formatShortMoment(iso: string): string {
  const p = Object.fromEntries(shortFormat.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${p.weekday}, ${p.day}. ${p.month} ${p.hour}:${p.minute}`;
}
