import type { ContentIdea } from '../../shared/contracts';

const monthFormat = new Intl.DateTimeFormat('de-CH', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('de-CH', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** en-CA writes YYYY-MM-DD; only used to read the calendar date in Zurich. */
const zurichDate = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Europe/Zurich',
});

/** "Dezember 2026" for "2026-12"; an unreadable value is shown as it is. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** "Di, 1. Dezember 2026" for "2026-12-01" (without the dot Intl puts after the weekday). */
export function dayLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const parts = dayFormat.formatToParts(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
  return parts.map((part) => (part.type === 'weekday' ? part.value.replace(/\.$/, '') : part.value)).join('');
}

/** The months a plan can be generated for: this calendar month and the next, in Zurich (YYYY-MM). */
export function planMonths(now: Date = new Date()): [current: string, next: string] {
  const [year, month] = zurichDate.format(now).split('-').map(Number);
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return [`${year}-${String(month).padStart(2, '0')}`, next];
}

interface IdeaWeek {
  weekNumber: number;
  ideas: ContentIdea[];
}

export interface IdeaMonth {
  month: string;
  weeks: IdeaWeek[];
}

/** Months and weeks in the order the server sent the ideas (month newest first, then week, then date). */
export function groupIdeas(ideas: readonly ContentIdea[]): IdeaMonth[] {
  const months: IdeaMonth[] = [];
  for (const idea of ideas) {
    let month = months.find((entry) => entry.month === idea.month);
    if (!month) {
      month = { month: idea.month, weeks: [] };
      months.push(month);
    }
    let week = month.weeks.find((entry) => entry.weekNumber === idea.weekNumber);
    if (!week) {
      week = { weekNumber: idea.weekNumber, ideas: [] };
      month.weeks.push(week);
    }
    week.ideas.push(idea);
  }
  return months;
}
