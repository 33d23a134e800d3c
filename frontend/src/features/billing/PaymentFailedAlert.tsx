import { Alert } from 'antd';
import type { MySubscription } from '../../shared/contracts';
import { ManageSubscriptionButton } from './ManageSubscriptionButton';
import { isPaymentFailed, isStripeManaged } from './subscriptionStatus';
import { billingTexts as t } from './texts';

export interface PaymentFailedAlertProps {
  subscription: MySubscription | null;
}

/** past_due: the client keeps its plan while Stripe retries, but should update the payment method. */
export function PaymentFailedAlert({ subscription }: PaymentFailedAlertProps) {
  if (!subscription || !isPaymentFailed(subscription.status)) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t.pastDue}
      data-testid="payment-failed"
      action={isStripeManaged(subscription) ? <ManageSubscriptionButton size="small" /> : undefined}
    />
  );
}
