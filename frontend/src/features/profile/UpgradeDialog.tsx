import { CheckOutlined } from '@ant-design/icons';
import { Col, Modal, Row, Typography } from 'antd';
import { apiErrorMessage } from '../../shared/apiError';
import type { PlanInfo } from '../../shared/contracts';
import { formatChf } from '../../shared/format';
import { useToast } from '../../shared/toast';
import { useRequestPlanMutation } from '../billing';
import { useBillingPortal, useCheckout } from '../billing';
import { extraFeatures, limitDifferences, signed } from '../plans';
import { limitLabels } from '../plans';
import { profileTexts as t } from './texts';

function priceOf(plan: PlanInfo): string {
  return plan.priceDisplay || formatChf(plan.price);
}

interface PlanColumnProps {
  label: string;
  plan: PlanInfo;
  className: string;
  testId: string;
}

/** One side of the comparison: which plan, its name and its price. */
function PlanColumn({ label, plan, className, testId }: PlanColumnProps) {
  return (
    <Col xs={24} sm={12}>
      <div className={className} data-testid={testId}>
        <Typography.Text type="secondary">{label}</Typography.Text>
        <Typography.Title level={4}>{plan.name}</Typography.Title>
        <Typography.Text>{priceOf(plan)}</Typography.Text>
      </div>
    </Col>
  );
}

/**
 * How the client changes plan: in Stripe's portal (a Stripe subscription), through Stripe's Checkout
 * (card payments on, no Stripe subscription yet), or by a plan request an admin grants (payments off).
 */
export type PlanChangeMode = 'portal' | 'checkout' | 'request';

const okTexts: Record<PlanChangeMode, string> = {
  portal: t.openPortal,
  checkout: t.upgradeCheckout,
  request: t.upgradeRequest,
};
const hints: Record<PlanChangeMode, string> = {
  portal: t.upgradePortalHint,
  checkout: t.upgradeCheckoutHint,
  request: t.upgradeRequestHint,
};

export interface UpgradeDialogProps {
  open: boolean;
  current: PlanInfo;
  next: PlanInfo;
  mode: PlanChangeMode;
  onClose: () => void;
}

/** The upgrade to the next dearer plan: both plans side by side, the limits' growth as +N, the new features. */
export function UpgradeDialog({ open, current, next, mode, onClose }: UpgradeDialogProps) {
  const toast = useToast();
  const [requestPlan, { isLoading: isRequesting }] = useRequestPlanMutation();
  const portal = useBillingPortal();
  const checkout = useCheckout();
  const differences = limitDifferences(current, next);
  const added = extraFeatures(current, next);

  const confirm = async () => {
    if (mode === 'portal') {
      if (await portal.open()) onClose();
      return;
    }
    if (mode === 'checkout') {
      // The browser leaves for Stripe's Checkout; on a failure the toast says why and the dialog stays.
      await checkout.start(next.id);
      return;
    }
    try {
      await requestPlan({ planId: next.id }).unwrap();
      toast.success(t.requestSent);
      onClose();
    } catch (error) {
      toast.error(apiErrorMessage(error, t.requestError));
    }
  };

  return (
    <Modal
      open={open}
      title={t.upgradeTitle(next.name)}
      okText={okTexts[mode]}
      cancelText={t.cancel}
      okButtonProps={{ loading: isRequesting || portal.isLoading || checkout.pendingPlanId !== null }}
      onOk={confirm}
      onCancel={onClose}
    >
      <Row gutter={[16, 16]} className="upgrade-compare">
        <PlanColumn label={t.upgradeCurrent} plan={current} className="upgrade-plan" testId="upgrade-current" />
        <PlanColumn label={t.upgradeNew} plan={next} className="upgrade-plan upgrade-plan--new" testId="upgrade-new" />
      </Row>
      <Typography.Title level={5}>{t.upgradeLimits}</Typography.Title>
      <ul className="upgrade-limits">
        {differences.map(({ kind, current: from, next: to, difference }) => (
          <li key={kind} data-testid={`upgrade-${kind}`}>
            <span>{limitLabels[kind]}</span>
            <span>
              {from} → {to}{' '}
              <strong className={difference > 0 ? 'upgrade-limits__plus' : undefined}>{signed(difference)}</strong>
            </span>
          </li>
        ))}
      </ul>
      {added.length > 0 ? (
        <>
          <Typography.Title level={5}>{t.upgradeExtraFeatures}</Typography.Title>
          <ul className="upgrade-features" data-testid="upgrade-features">
            {added.map((feature) => (
              <li key={feature}>
                <CheckOutlined aria-hidden="true" /> {feature}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Typography.Paragraph type="secondary">{hints[mode]}</Typography.Paragraph>
    </Modal>
  );
}
