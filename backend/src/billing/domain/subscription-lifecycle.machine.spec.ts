import {
  CURRENT_SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '../../contracts/plans.js';
import { SUBSCRIPTION_LIFECYCLE, type SubscriptionEvent } from './subscription-lifecycle.machine.js';

/** The events, Stripe's state once per status of ours. */
const EVENTS: SubscriptionEvent[] = [
  ...SUBSCRIPTION_STATUSES.map((status) => ({ type: 'SYNC', status }) as const),
  { type: 'PAID' },
  { type: 'PAYMENT_FAILED' },
  { type: 'END' },
];
const nameOf = (event: SubscriptionEvent) => (event.type === 'SYNC' ? `SYNC ${event.status}` : event.type);

/** Every status × every event: the next status, or refused (absent). Stripe's state is taken until the end. */
const syncs = Object.fromEntries(SUBSCRIPTION_STATUSES.map((status) => [`SYNC ${status}`, status])) as Record<
  string,
  SubscriptionStatus
>;
const TABLE: Record<SubscriptionStatus, Record<string, SubscriptionStatus>> = {
  active: { ...syncs, PAYMENT_FAILED: 'past_due', END: 'cancelled' },
  trialing: { ...syncs, PAYMENT_FAILED: 'past_due', END: 'cancelled' },
  past_due: { ...syncs, PAID: 'active', END: 'cancelled' },
  unpaid: { ...syncs, PAID: 'active' },
  incomplete: { ...syncs, PAID: 'active' },
  paused: { ...syncs },
  cancelled: {},
};

describe('a subscription’s lifecycle machine', () => {
  const cases = SUBSCRIPTION_STATUSES.flatMap((status) =>
    EVENTS.map((event) => [status, nameOf(event), event] as const),
  );

  it.each(cases)('%s + %s: the next status, or refused', (status, name, event) => {
    expect(SUBSCRIPTION_LIFECYCLE.next(status, event)).toBe(TABLE[status][name] ?? null);
  });

  it('starts a manual plan active and ends in cancelled', () => {
    expect(SUBSCRIPTION_LIFECYCLE.initial).toBe('active');
    expect(SUBSCRIPTION_STATUSES.filter((status) => SUBSCRIPTION_LIFECYCLE.isFinal(status))).toEqual(['cancelled']);
  });

  it('ends exactly the subscriptions that give the client its plan now', () => {
    expect(SUBSCRIPTION_LIFECYCLE.move('END')).toEqual({ from: [...CURRENT_SUBSCRIPTION_STATUSES], to: 'cancelled' });
  });
});
