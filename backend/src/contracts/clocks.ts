/**
 * Stage clocks (docs/decisions.md "Stage clocks"): each stage of an order has an allowance of Zurich
 * business days from the plan, and whoever owes the next move is on the clock.
 */

/** The stages a plan gives an allowance for, in business days. */
type TurnaroundStage = 'design' | 'check' | 'rework' | 'review';
export type Turnaround = Record<TurnaroundStage, number>;

/** What a plan promises unless an admin sets otherwise: first version, admin's check, rework, client's review. */
export const DEFAULT_TURNAROUND: Turnaround = { design: 3, check: 1, rework: 2, review: 3 };

/**
 * A running stage: the four of the plan, and `assign` (an order without a designer, owed by the
 * admins and timed with the allowance of their check).
 */
export type ClockStage = 'assign' | TurnaroundStage;

export type ClockOwner = 'client' | 'designer' | 'admin';

export type ClockState = 'on_time' | 'due_today' | 'overdue';

/** The cantons, for the installation's holidays beside the federal ones. */
export type Canton =
  | 'AG' | 'AI' | 'AR' | 'BE' | 'BL' | 'BS' | 'FR' | 'GE' | 'GL' | 'GR' | 'JU' | 'LU' | 'NE'
  | 'NW' | 'OW' | 'SG' | 'SH' | 'SO' | 'SZ' | 'TG' | 'TI' | 'UR' | 'VD' | 'VS' | 'ZG' | 'ZH';
