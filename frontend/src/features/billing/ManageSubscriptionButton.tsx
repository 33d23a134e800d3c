import { CreditCardOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { apiErrorMessage } from '../../shared/apiError';
import { useToast } from '../../shared/toast';
import { useOpenBillingPortalMutation } from './billingApi';
import { billingTexts as t } from './texts';

export interface ManageSubscriptionButtonProps {
  block?: boolean;
}

/** "Abo verwalten": opens the payment provider's customer portal in a new tab (spec 000 §7). */
export function ManageSubscriptionButton({ block = false }: ManageSubscriptionButtonProps) {
  const toast = useToast();
  const [openPortal, { isLoading }] = useOpenBillingPortalMutation();

  const open = async () => {
    try {
      const { url } = await openPortal().unwrap();
      window.open(url, '_blank', 'noopener');
    } catch (error) {
      toast.error(apiErrorMessage(error, t.portalError));
    }
  };

  return (
    <Button icon={<CreditCardOutlined />} onClick={open} loading={isLoading} block={block}>
      {t.openPortal} ({t.portalProvider})
    </Button>
  );
}
