import { setup } from 'xstate';
import { statusMachine } from '../../common/domain/status-machine.js';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../contracts/plans.js';

/**
 * What happens to a subscription: Stripe sends its state (SYNC, with Stripe's status in ours), an
 * invoice is paid or its payment fails, and another plan takes its place (END: an admin assigns a
 * plan, or Stripe's subscription replaces the manual one).
 */
export type SubscriptionEvent =
  { type: 'SYNC'; status: SubscriptionStatus } | { type: 'PAID' } | { type: 'PAYMENT_FAILED' } | { type: 'END' };

/** Stripe's state, whatever it is, as long as the subscription has not ended: one guarded branch per status. */
const SYNC = SUBSCRIPTION_STATUSES.map((status) => ({
  target: status,
  guard: { type: 'syncsTo' as const, params: { status } },
}));

/** The transitions of a subscription that gives the client its plan now (docs/decisions.md "Billing"). */
const current = (paid: { PAID?: SubscriptionStatus; PAYMENT_FAILED?: SubscriptionStatus }) => ({
  on: { SYNC, END: 'cancelled' as const, ...paid },
});

/**
 * A client's subscription. The manual plan an admin assigns starts `active` and stays so until
 * another plan ends it. Stripe's follows Stripe: `active` or `trialing`, `past_due` while Stripe
 * retries a failed payment (the limits stay), `unpaid`, `incomplete` or `paused` without limits; a
 * paid invoice makes an owing one `active` again. `cancelled` is the end: Stripe does not revive a
 * cancelled subscription, so nothing moves it out (a late event of before is stale).
 */
const subscriptionLifecycle = setup({
  types: { events: {} as SubscriptionEvent },
  guards: {
    syncsTo: ({ event }, { status }: { status: SubscriptionStatus }) =>
      event.type === 'SYNC' && event.status === status,
  },
}).createMachine({
  id: 'subscription',
  initial: 'active',
  states: {
    active: current({ PAYMENT_FAILED: 'past_due' }),
    trialing: current({ PAYMENT_FAILED: 'past_due' }),
    past_due: current({ PAID: 'active' }),
    unpaid: { on: { SYNC, PAID: 'active' } },
    incomplete: { on: { SYNC, PAID: 'active' } },
    paused: { on: { SYNC } },
    cancelled: { type: 'final' },
  },
});

export const SUBSCRIPTION_LIFECYCLE = statusMachine<SubscriptionStatus, SubscriptionEvent>(subscriptionLifecycle);
