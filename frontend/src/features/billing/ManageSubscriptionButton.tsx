import { CreditCardOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useBillingPortal } from './useBillingRedirects';
import { billingTexts as t } from './texts';

export interface ManageSubscriptionButtonProps {
  block?: boolean;
  size?: 'small' | 'middle' | 'large';
}

/** "Abo verwalten": opens the payment provider's customer portal in a new tab (spec 000 §7). */
export function ManageSubscriptionButton({ block = false, size }: ManageSubscriptionButtonProps) {
  const portal = useBillingPortal();

  return (
    <Button
      icon={<CreditCardOutlined />}
      onClick={() => void portal.open()}
      loading={portal.isLoading}
      block={block}
      size={size}
    >
      {t.openPortal} ({t.portalProvider})
    </Button>
  );
}
