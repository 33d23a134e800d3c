import { Alert, Button, Spin } from 'antd';
import { useCheckoutReturn } from './useCheckoutReturn';
import { billingTexts as t } from './texts';

/** The notice after Stripe's Checkout: confirming (spinner), confirmed, taking longer, or cancelled. */
export function CheckoutReturnNotice() {
  const { checkoutReturn, checkAgain } = useCheckoutReturn();

  switch (checkoutReturn.phase) {
    case 'waiting':
      return (
        <Alert type="info" showIcon icon={<Spin size="small" />} title={t.confirming} data-testid="checkout-return" />
      );
    case 'slow':
      return (
        <Alert
          type="warning"
          showIcon
          title={t.confirmSlow}
          data-testid="checkout-return"
          action={
            <Button size="small" onClick={checkAgain}>
              {t.checkAgain}
            </Button>
          }
        />
      );
    case 'confirmed':
      return (
        <Alert
          type="success"
          showIcon
          closable
          title={t.confirmed(checkoutReturn.planName)}
          data-testid="checkout-return"
        />
      );
    case 'cancelled':
      return <Alert type="info" showIcon closable title={t.checkoutCancelled} data-testid="checkout-return" />;
    case 'none':
      return null;
  }
}
