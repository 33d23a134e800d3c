import { CheckOutlined } from '@ant-design/icons';
import { Col, Modal, Row, Typography } from 'antd';
import { apiErrorMessage } from '../../shared/apiError';
import type { PlanInfo } from '../../shared/contracts';
import { formatChf } from '../../shared/format';
import { useToast } from '../../shared/toast';
import { useOpenBillingPortalMutation, useRequestPlanMutation } from '../billing/billingApi';
import { extraFeatures, limitDifferences, signed } from '../plans/planChange';
import { limitLabels } from '../plans/texts';
import { profileTexts as t } from './texts';

function priceOf(plan: PlanInfo): string {
  return plan.priceDisplay || formatChf(plan.price);
}

export interface UpgradeDialogProps {
  open: boolean;
  current: PlanInfo;
  next: PlanInfo;
  /** With a payment subscription the upgrade happens in the provider's portal; otherwise a plan request. */
  viaPortal: boolean;
  onClose: () => void;
}

/** The upgrade to the next dearer plan: both plans side by side, the limits' growth as +N, the new features. */
export function UpgradeDialog({ open, current, next, viaPortal, onClose }: UpgradeDialogProps) {
  const toast = useToast();
  const [requestPlan, { isLoading: isRequesting }] = useRequestPlanMutation();
  const [openPortal, { isLoading: isOpening }] = useOpenBillingPortalMutation();
  const differences = limitDifferences(current, next);
  const added = extraFeatures(current, next);

  const confirm = async () => {
    if (viaPortal) {
      try {
        const { url } = await openPortal().unwrap();
        window.open(url, '_blank', 'noopener');
        onClose();
      } catch (error) {
        toast.error(apiErrorMessage(error, t.portalError));
      }
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
      okText={viaPortal ? t.openPortal : t.upgradeRequest}
      cancelText={t.cancel}
      okButtonProps={{ loading: isRequesting || isOpening }}
      onOk={confirm}
      onCancel={onClose}
    >
      <Row gutter={[16, 16]} className="upgrade-compare">
        <Col xs={24} sm={12}>
          <div className="upgrade-plan" data-testid="upgrade-current">
            <Typography.Text type="secondary">{t.upgradeCurrent}</Typography.Text>
            <Typography.Title level={4}>{current.name}</Typography.Title>
            <Typography.Text>{priceOf(current)}</Typography.Text>
          </div>
        </Col>
        <Col xs={24} sm={12}>
          <div className="upgrade-plan upgrade-plan--new" data-testid="upgrade-new">
            <Typography.Text type="secondary">{t.upgradeNew}</Typography.Text>
            <Typography.Title level={4}>{next.name}</Typography.Title>
            <Typography.Text>{priceOf(next)}</Typography.Text>
          </div>
        </Col>
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
      <Typography.Paragraph type="secondary">{viaPortal ? t.upgradePortalHint : t.upgradeRequestHint}</Typography.Paragraph>
    </Modal>
  );
}
