import {
  SUBSCRIPTION_MEANINGS,
  type MySubscription,
  type SubscriptionSource,
  type SubscriptionStatus,
} from '../../shared/contracts';
import { billingTexts } from './texts';

/**
 * A subscription's status and source as the screens show them: the one place the client's screens
 * (subscription page, profile) and the admin's client detail take them from.
 */
export const subscriptionStatusLabels: Readonly<Record<SubscriptionStatus, string>> = billingTexts.statusLabels;
export const subscriptionSourceLabels: Readonly<Record<SubscriptionSource, string>> = billingTexts.sourceLabels;

/** antd Tag colours: green while it runs, orange while a payment is due, red or grey when it stopped. */
export const subscriptionStatusColors: Readonly<Record<SubscriptionStatus, string>> = {
  active: 'success',
  trialing: 'processing',
  past_due: 'warning',
  unpaid: 'error',
  incomplete: 'warning',
  paused: 'default',
  cancelled: 'default',
};

/** Whether the status gives the client its plan's limits now (past_due too, while Stripe retries). */
export function isCurrentStatus(status: SubscriptionStatus): boolean {
  return SUBSCRIPTION_MEANINGS[status].current;
}

/** The last payment failed: the client should update the payment method in the portal. */
export function isPaymentFailed(status: SubscriptionStatus): boolean {
  return SUBSCRIPTION_MEANINGS[status].paymentFailed;
}

/** Paid through Stripe: plan changes and cancellation go through the customer portal ("Abo verwalten"). */
export function isStripeManaged(subscription: Pick<MySubscription, 'source'> | null | undefined): boolean {
  return subscription?.source === 'stripe';
}
