import type { EntityManager } from '@mikro-orm/postgresql';
import { CANTONS, DEFAULT_CANTON, type Canton, type Settings } from '../contracts/clocks.js';
import { AppSetting } from './app-setting.entity.js';
import { BusinessCalendar } from './domain/business-calendar.js';

/** The key of the business-day calendar's setting. */
export const CALENDAR_SETTING = 'calendar';

/** The canton a stored setting names, or the default for a missing or unknown one. */
export function cantonOf(value: unknown): Canton {
  const canton = (value as { canton?: unknown } | null)?.canton;
  return CANTONS.includes(canton as Canton) ? (canton as Canton) : DEFAULT_CANTON;
}

/** A calendar per canton, made once per process: the holidays of a year are computed once in it. */
const calendars = new Map<Canton, BusinessCalendar>();
export function calendarOf(canton: Canton): BusinessCalendar {
  let calendar = calendars.get(canton);
  if (!calendar) {
    calendar = new BusinessCalendar(canton);
    calendars.set(canton, calendar);
  }
  return calendar;
}

/** The installation's settings as stored (the defaults where none are). */
export async function readSettings(em: EntityManager): Promise<Settings> {
  const row = await em.findOne(AppSetting, { key: CALENDAR_SETTING });
  return { canton: cantonOf(row?.value) };
}
