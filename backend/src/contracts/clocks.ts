/**
 * Stage clocks (docs/decisions.md "Stage clocks"): each stage of an order has an allowance of Zurich
 * business days from the plan, and whoever owes the next move is on the clock.
 */
import { z } from 'zod';
import { wholeNumber } from './fields.js';

/** The stages a plan gives an allowance for, in business days, with their names on screen. */
const TURNAROUND_STAGES = ['design', 'check', 'rework', 'review'] as const;
export type TurnaroundStage = (typeof TURNAROUND_STAGES)[number];
export type Turnaround = Record<TurnaroundStage, number>;

export const STAGE_LABELS: Record<ClockStage, string> = {
  assign: 'Zuweisung (Admin)',
  design: 'Erste Version (Designer)',
  check: 'Prüfung (Admin)',
  rework: 'Überarbeitung (Designer)',
  review: 'Abnahme (Kunde)',
};

/** The stages a client's approval record shows: the first version and its own reviews (the agency's check and rework are internal). */
export const STAGES_IN_CLIENT_RECORD: readonly ClockStage[] = ['design', 'review'];

/** What a plan promises unless an admin sets otherwise: first version, admin's check, rework, client's review. */
export const DEFAULT_TURNAROUND: Turnaround = { design: 3, check: 1, rework: 2, review: 3 };
const TURNAROUND_BOUNDS = { min: 1, max: 30 } as const;

const allowance = (stage: TurnaroundStage) => {
  const message = `Die Frist «${STAGE_LABELS[stage]}» muss eine ganze Zahl von ${TURNAROUND_BOUNDS.min} bis ${TURNAROUND_BOUNDS.max} Arbeitstagen sein`;
  return wholeNumber({ wrongType: message }).min(TURNAROUND_BOUNDS.min, message).max(TURNAROUND_BOUNDS.max, message);
};

/** A plan's turnaround in a request: every stage's business days (PATCH may name only some). */
export const turnaroundSchema = z
  .object(
    {
      design: allowance('design'),
      check: allowance('check'),
      rework: allowance('rework'),
      review: allowance('review'),
    },
    { error: 'Bitte gib die Fristen als Arbeitstage je Phase an' },
  )
  .describe('Business days per stage: first version, admin check, rework, client review');

/**
 * A running stage: the four of the plan, and `assign` (an order without a designer, owed by the
 * admins and timed with the allowance of their check).
 */
const CLOCK_STAGES = ['assign', ...TURNAROUND_STAGES] as const;
export type ClockStage = (typeof CLOCK_STAGES)[number];

const CLOCK_OWNERS = ['client', 'designer', 'admin'] as const;
export type ClockOwner = (typeof CLOCK_OWNERS)[number];

const CLOCK_STATES = ['on_time', 'due_today', 'overdue'] as const;
export type ClockState = (typeof CLOCK_STATES)[number];

/** A moment, as `Date.toISOString()` writes it. */
const instant = () => z.string().meta({ format: 'date-time' });

/** An order's running stage as the API answers it (ProjectDetail and list rows); null when none runs. */
export const orderClockSchema = z
  .object({
    stage: z.enum(CLOCK_STAGES),
    owedBy: z.enum(CLOCK_OWNERS).describe('Who owes the next move'),
    startedAt: instant(),
    dueDay: z.string().meta({ example: '2026-12-03' }).describe('The day it is due (Zurich), YYYY-MM-DD'),
    dueAt: instant().describe('The end of the due day: overdue from then on'),
    state: z.enum(CLOCK_STATES),
    businessDaysAllowed: z.number(),
  })
  .nullable();
export type OrderClock = NonNullable<z.output<typeof orderClockSchema>>;

/** The cantons, for the installation's holidays beside the federal ones. */
export const CANTONS = [
  'AG',
  'AI',
  'AR',
  'BE',
  'BL',
  'BS',
  'FR',
  'GE',
  'GL',
  'GR',
  'JU',
  'LU',
  'NE',
  'NW',
  'OW',
  'SG',
  'SH',
  'SO',
  'SZ',
  'TG',
  'TI',
  'UR',
  'VD',
  'VS',
  'ZG',
  'ZH',
] as const;
export type Canton = (typeof CANTONS)[number];
export const DEFAULT_CANTON: Canton = 'ZH';

/** GET/PUT /api/admin/settings: the installation's settings. */
export const settingsSchema = z.object({
  canton: z
    .enum(CANTONS, { error: 'Bitte wähle einen Kanton (zwei Buchstaben, z. B. ZH)' })
    .describe("The canton whose holidays the business days leave out beside Switzerland's"),
});
export type Settings = z.output<typeof settingsSchema>;
