/**
 * Billing's surface: the subscription's state, the Stripe redirects and the parts the profile page shows.
 * Other features and app/ import this feature only through this file (.dependency-cruiser.cjs).
 */
export { useGetBillingConfigQuery, useRequestPlanMutation } from './billingApi';
export { browserNavigation } from './browserNavigation';
export { ManageSubscriptionButton } from './ManageSubscriptionButton';
export { PaymentFailedAlert } from './PaymentFailedAlert';
export { isStripeManaged, subscriptionSourceLabels } from './subscriptionStatus';
export { SubscriptionStatusTag } from './SubscriptionStatusTag';
export { useBillingPortal, useCheckout } from './useBillingRedirects';
