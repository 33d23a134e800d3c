import dayjs from 'dayjs';
import 'dayjs/locale/de-ch';
import type {
  Canton,
  ClockOwner,
  ClockStage,
  ClockState,
  OrderClock,
  Turnaround,
  TurnaroundStage,
} from '../../shared/contracts';
import { plural } from '../../shared/plural';

export type { OrderClock };

/**
 * The due day as the screens say it: "Do, 3. Dez." (de-CH: the weekday's two letters, the day, the
 * month short). `dueDay` is a calendar day (YYYY-MM-DD, Zurich), read as that day wherever the
 * browser is: no time of day, so no daylight-saving change can move it.
 */
export function formatDueDay(dueDay: string): string {
  return dayjs(dueDay).locale('de-ch').format('dd, D. MMM');
}

/** The whole due text of an order with a running stage: «fällig am Do, 3. Dez.». */
export function dueText(clock: Pick<OrderClock, 'dueDay'>): string {
  return `fällig am ${formatDueDay(clock.dueDay)}`;
}

/** The running stage's state, on a tag: nothing to see while on time, orange on the day, red after. */
export const clockStateLabels: Record<ClockState, string> = {
  on_time: 'im Plan',
  due_today: 'heute fällig',
  overdue: 'überfällig',
};

export const clockStateColors: Record<ClockState, string> = {
  on_time: 'default',
  due_today: 'orange',
  overdue: 'red',
};

/** Who owes the next move. */
export const clockOwnerLabels: Record<ClockOwner, string> = {
  designer: 'Designer',
  admin: 'Admin',
  client: 'Kunde',
};

/** The running stage, as «Am Zug» names it. */
export const clockStageLabels: Record<ClockStage, string> = {
  assign: 'Zuweisung',
  design: 'Erste Version',
  check: 'Prüfung',
  rework: 'Überarbeitung',
  review: 'Abnahme',
};

/** The stages a plan times, in the dialog's order, with whose they are (as the server's messages name them). */
export const turnaroundStageLabels: Record<TurnaroundStage, string> = {
  design: 'Erste Version (Designer)',
  check: 'Prüfung (Admin)',
  rework: 'Überarbeitung (Designer)',
  review: 'Abnahme (Kunde)',
};
export const TURNAROUND_STAGE_KEYS = Object.keys(turnaroundStageLabels) as TurnaroundStage[];

/** A new plan's allowances as the dialog offers them: the server's defaults. */
export const NEW_PLAN_TURNAROUND: Turnaround = { design: 3, check: 1, rework: 2, review: 3 };

/** A stage's allowance in business days, as the server bounds it. */
export const TURNAROUND_BOUNDS = { min: 1, max: 30 } as const;

/** The cantons for the business-day calendar, by their two letters (every one the server takes). */
export const cantonNames: Record<Canton, string> = {
  AG: 'Aargau',
  AI: 'Appenzell Innerrhoden',
  AR: 'Appenzell Ausserrhoden',
  BE: 'Bern',
  BL: 'Basel-Landschaft',
  BS: 'Basel-Stadt',
  FR: 'Freiburg',
  GE: 'Genf',
  GL: 'Glarus',
  GR: 'Graubünden',
  JU: 'Jura',
  LU: 'Luzern',
  NE: 'Neuenburg',
  NW: 'Nidwalden',
  OW: 'Obwalden',
  SG: 'St. Gallen',
  SH: 'Schaffhausen',
  SO: 'Solothurn',
  SZ: 'Schwyz',
  TG: 'Thurgau',
  TI: 'Tessin',
  UR: 'Uri',
  VD: 'Waadt',
  VS: 'Wallis',
  ZG: 'Zug',
  ZH: 'Zürich',
};
export const CANTON_CODES = Object.keys(cantonNames) as Canton[];

/**
 * The line a timeline entry adds for the stage its move ended (the server records it as
 * `data.stage`): "Erste Version: 2 von 3 Arbeitstagen · im Plan". Null for an entry without one, or
 * one this version of the app cannot read.
 */
export function endedStageText(data: Record<string, unknown>): string | null {
  const stage = data.stage as
    { stage?: unknown; businessDaysTaken?: unknown; businessDaysAllowed?: unknown; onTime?: unknown } | undefined;
  if (!stage || typeof stage !== 'object') return null;
  const { businessDaysTaken: taken, businessDaysAllowed: allowed, onTime } = stage;
  const label = clockStageLabels[stage.stage as ClockStage];
  if (!label || typeof taken !== 'number' || typeof allowed !== 'number' || typeof onTime !== 'boolean') return null;
  return `${label}: ${taken} von ${allowed} ${plural(allowed, { one: 'Arbeitstag', other: 'Arbeitstagen' })} · ${onTime ? 'im Plan' : 'verspätet'}`;
}
