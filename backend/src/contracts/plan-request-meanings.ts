import type { PlanRequestStatus } from './plans.js';

/**
 * What a plan request's status means to the screens, one row per status (the machine is
 * billing/domain's; the web app asks this table instead of comparing status words):
 * - `waiting`: no admin has answered it yet (the client sees "Anfrage gesendet");
 * - `granted`: an admin gave the client the plan it asked for.
 * A request neither waiting nor granted was replaced by a later one.
 */
interface PlanRequestMeaning {
  waiting: boolean;
  granted: boolean;
}

export const PLAN_REQUEST_MEANINGS = {
  open: { waiting: true, granted: false },
  granted: { waiting: false, granted: true },
  replaced: { waiting: false, granted: false },
} as const satisfies Record<PlanRequestStatus, PlanRequestMeaning>;
