import { setup } from 'xstate';
import { statusMachine } from '../../common/domain/status-machine.js';
import type { PlanRequestStatus } from '../../contracts/plans.js';

/** What answers a client's plan request: the client gets a plan (an admin's or Stripe's), or asks for another. */
export type PlanRequestEvent = { type: 'GRANT' } | { type: 'REPLACE' };
export type PlanRequestEventType = PlanRequestEvent['type'];
export const PLAN_REQUEST_EVENTS: readonly PlanRequestEventType[] = ['GRANT', 'REPLACE'];

/**
 * A client's plan request: `open` until it is answered, once: `granted` when the client gets a
 * plan, `replaced` when it asks for another plan first. An answered request takes nothing more.
 */
const planRequestLifecycle = setup({ types: { events: {} as PlanRequestEvent } }).createMachine({
  id: 'planRequest',
  initial: 'open',
  states: {
    open: { on: { GRANT: 'granted', REPLACE: 'replaced' } },
    granted: { type: 'final' },
    replaced: { type: 'final' },
  },
});

export const PLAN_REQUEST_LIFECYCLE = statusMachine<PlanRequestStatus, PlanRequestEvent>(planRequestLifecycle);
