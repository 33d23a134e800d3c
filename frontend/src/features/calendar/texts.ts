import type { CalendarItem } from '../../shared/contracts';
import { plural } from '../../shared/plural';

export const calendarTexts = {
  title: 'Kalender',
  subtitle: 'Geplante Ideen und Aufträge nach Tag',
  staffSubtitleUnnamed: 'Redaktionskalender des Kunden',
  month: 'Monat',
  week: 'Woche',
  viewLabel: 'Ansicht',
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  previousWeek: 'Vorherige Woche',
  nextWeek: 'Nächste Woche',
  today: 'Heute',
  weekOf: (from: string, to: string) => `${from} – ${to}`,
  quotaTitle: 'Noch frei diesen Monat',
  loadError: 'Der Kalender konnte nicht geladen werden',
  noAccess: 'Kein Zugriff auf diesen Kunden',
  empty: 'In diesem Zeitraum ist nichts geplant.',
  noClient: 'Kein Kunde ausgewählt.',
  legend: 'Legende',
  weekdays: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
  itemsOfDay: (day: string, count: number) =>
    `${day}: ${plural(count, { one: 'ein Eintrag', other: `${count} Einträge` })}`,
  // The visible text first (type and title), so what a speech user reads out names it.
  itemLabel: (kind: string, type: string, title: string, status: string) => `${type} ${title} (${kind}, ${status})`,
  // A post shows its status beside the title: that is all its name needs.
  postLabel: (type: string, title: string, status: string) => `${type} ${title} ${status}`,
} as const;

export const kindLabels: Record<CalendarItem['kind'], string> = {
  idea: 'Idee',
  order: 'Auftrag',
  scheduled: 'Geplant',
  published: 'Veröffentlicht',
};

export const kindColors: Record<CalendarItem['kind'], string> = {
  idea: 'gold',
  order: 'blue',
  scheduled: 'purple',
  published: 'green',
};
