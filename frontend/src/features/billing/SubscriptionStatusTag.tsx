import { Tag } from 'antd';
import type { SubscriptionStatus } from '../../shared/contracts';
import { subscriptionStatusColors, subscriptionStatusLabels } from './subscriptionStatus';

export interface SubscriptionStatusTagProps {
  status: SubscriptionStatus;
}

/** The subscription's status as a coloured tag ("Aktiv", "Zahlung ausstehend", …). */
export function SubscriptionStatusTag({ status }: SubscriptionStatusTagProps) {
  return (
    <Tag color={subscriptionStatusColors[status]} data-testid="subscription-status">
      {subscriptionStatusLabels[status]}
    </Tag>
  );
}
