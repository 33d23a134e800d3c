import { PLAN_REQUEST_STATUSES, type PlanRequestStatus } from '../../contracts/plans.js';
import {
  PLAN_REQUEST_EVENTS,
  PLAN_REQUEST_LIFECYCLE,
  type PlanRequestEventType,
} from './plan-request-lifecycle.machine.js';

/** Every status × every event: the next status, or refused (absent). */
const TABLE: Record<PlanRequestStatus, Partial<Record<PlanRequestEventType, PlanRequestStatus>>> = {
  open: { GRANT: 'granted', REPLACE: 'replaced' },
  granted: {},
  replaced: {},
};

describe('a plan request’s lifecycle machine', () => {
  const cases = PLAN_REQUEST_STATUSES.flatMap((status) => PLAN_REQUEST_EVENTS.map((type) => [status, type] as const));

  it.each(cases)('%s + %s: the next status, or refused', (status, type) => {
    expect(PLAN_REQUEST_LIFECYCLE.next(status, { type })).toBe(TABLE[status][type] ?? null);
  });

  it('starts open and is answered once', () => {
    expect(PLAN_REQUEST_LIFECYCLE.initial).toBe('open');
    expect(PLAN_REQUEST_STATUSES.filter((status) => PLAN_REQUEST_LIFECYCLE.isFinal(status))).toEqual([
      'granted',
      'replaced',
    ]);
    expect(PLAN_REQUEST_LIFECYCLE.move('GRANT')).toEqual({ from: ['open'], to: 'granted' });
  });
});
