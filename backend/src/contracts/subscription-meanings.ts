import type { SubscriptionStatus } from './plans.js';

/**
 * What a subscription's status means to the screens, one row per status (the machine is
 * billing/domain's; the web app asks this table instead of comparing status words):
 * - `current`: it gives the client its plan's limits now (past_due too, while Stripe retries); the
 *   same statuses as `CURRENT_SUBSCRIPTION_STATUSES`, which the spec beside this file checks;
 * - `paymentFailed`: the last payment failed, the client should update its payment method;
 * - `plain`: it runs as agreed with nothing to point out, so the screens name the plan without a
 *   status tag.
 */
interface SubscriptionMeaning {
  current: boolean;
  paymentFailed: boolean;
  plain: boolean;
}

export const SUBSCRIPTION_MEANINGS = {
  active: { current: true, paymentFailed: false, plain: true },
  trialing: { current: true, paymentFailed: false, plain: false },
  past_due: { current: true, paymentFailed: true, plain: false },
  unpaid: { current: false, paymentFailed: false, plain: false },
  incomplete: { current: false, paymentFailed: false, plain: false },
  paused: { current: false, paymentFailed: false, plain: false },
  cancelled: { current: false, paymentFailed: false, plain: false },
} as const satisfies Record<SubscriptionStatus, SubscriptionMeaning>;
