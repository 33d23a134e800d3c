import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Progress, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadFailure } from '../../shared/LoadFailure';
import { NoPlanNotice } from '../../shared/NoPlanNotice';
import { apiErrorMessage } from '../../shared/apiError';
import { SUBSCRIPTION_MEANINGS, type ContentLimits, type PlanInfo } from '../../shared/contracts';
import { formatChf, formatDate } from '../../shared/format';
import { useToast } from '../../shared/toast';
import { useGetBillingConfigQuery, useRequestPlanMutation } from '../billing';
import { ManageSubscriptionButton } from '../billing';
import { PaymentFailedAlert } from '../billing';
import { isStripeManaged } from '../billing';
import { SubscriptionStatusTag } from '../billing';
import { useCheckout } from '../billing';
import { limitKinds, nextCheaperPlan, nextDearerPlan, type LimitKind } from '../plans';
import { useGetMyLimitsQuery, useGetMySubscriptionQuery, useGetPlansQuery } from '../plans';
import { limitLabels } from '../plans';
import { profileTexts as t } from './texts';
import { UpgradeDialog, type PlanChangeMode } from './UpgradeDialog';

function usageOf(limits: ContentLimits | undefined, kind: LimitKind, plan: PlanInfo) {
  switch (kind) {
    case 'postLimit':
      return { used: limits?.postsUsed ?? 0, limit: limits?.postLimit ?? plan.postLimit };
    case 'carouselLimit':
      return { used: limits?.carouselsUsed ?? 0, limit: limits?.carouselLimit ?? plan.carouselLimit };
    case 'reelLimit':
      return { used: limits?.reelsUsed ?? 0, limit: limits?.reelLimit ?? plan.reelLimit };
  }
}

interface DowngradeInfoProps {
  target: PlanInfo;
  mode: PlanChangeMode;
}

/** The downgrade info of the spec: what stays, what changes, and the way to the lower plan. */
function DowngradeInfo({ target, mode }: DowngradeInfoProps) {
  const toast = useToast();
  const [requestPlan, { isLoading }] = useRequestPlanMutation();
  const checkout = useCheckout();

  const request = async () => {
    try {
      await requestPlan({ planId: target.id }).unwrap();
      toast.success(t.requestSent);
    } catch (error) {
      toast.error(apiErrorMessage(error, t.requestError));
    }
  };

  let action;
  if (mode === 'portal') action = <ManageSubscriptionButton />;
  else if (mode === 'checkout') {
    action = (
      <Button size="small" onClick={() => void checkout.start(target.id)} loading={checkout.pendingPlanId !== null}>
        {t.downgradeCheckout(target.name)}
      </Button>
    );
  } else {
    action = (
      <Button size="small" onClick={request} loading={isLoading}>
        {t.downgradeRequest(target.name)}
      </Button>
    );
  }

  // The button under the text, not beside it: beside it, it left the text a narrow column.
  return (
    <Alert
      type="info"
      showIcon
      icon={<ArrowDownOutlined />}
      title={t.downgradeTitle}
      description={
        <>
          <p className="profile-downgrade__text">{t.downgradeText(target.name)}</p>
          <div className="profile-downgrade__action" data-testid="downgrade-action">
            {action}
          </div>
        </>
      }
      data-testid="downgrade-info"
    />
  );
}

/**
 * The client's current plan: its limits and this month's use, the upgrade to the next dearer plan,
 * the downgrade info, and "Abo verwalten" only with a payment subscription.
 */
export function CurrentPlanCard() {
  const navigate = useNavigate();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const subscriptionQuery = useGetMySubscriptionQuery();
  const limitsQuery = useGetMyLimitsQuery();
  const plansQuery = useGetPlansQuery();
  const configQuery = useGetBillingConfigQuery();

  const subscription = subscriptionQuery.data ?? null;
  // Only a Stripe subscription has a customer portal; with payments off a plan request it is.
  const viaPortal = isStripeManaged(subscription);
  let mode: PlanChangeMode = 'request';
  if (viaPortal) mode = 'portal';
  else if (configQuery.data?.paymentsEnabled) mode = 'checkout';

  let body;
  if (subscriptionQuery.isLoading || plansQuery.isLoading || configQuery.isLoading) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (subscriptionQuery.isError) {
    body = (
      <LoadFailure
        text={t.planLoadError}
        description={t.planUnavailable}
        onRetry={() => void subscriptionQuery.refetch()}
      />
    );
  } else if (!subscription) {
    body = <NoPlanNotice className="profile-plan__empty" />;
  } else {
    const plan = subscription.plan;
    // The current plan's own row in the list is fresher than the copy in the subscription.
    const plans = plansQuery.data ?? [];
    const current = plans.find((candidate) => candidate.id === plan.id) ?? plan;
    const upgrade = nextDearerPlan(plans, current);
    const downgrade = nextCheaperPlan(plans, current);
    body = (
      <div className="profile-plan">
        <div className="profile-plan__header">
          <div>
            <Typography.Title level={4} className="profile-plan__name" data-testid="current-plan-name">
              {current.name}
            </Typography.Title>
            <Typography.Text type="secondary">
              {current.priceDisplay || formatChf(current.price)} ·{' '}
              {t.periodEnds(formatDate(subscription.currentPeriodEnd))}
            </Typography.Text>
          </div>
          <div className="profile-plan__tags">
            {!SUBSCRIPTION_MEANINGS[subscription.status].plain ? (
              <SubscriptionStatusTag status={subscription.status} />
            ) : null}
            {current.isRecommended ? <Tag color="blue">{t.recommended}</Tag> : null}
          </div>
        </div>
        <PaymentFailedAlert subscription={subscription} />
        {limitsQuery.isError ? <Alert type="warning" showIcon title={t.planLoadError} /> : null}
        <ul className="profile-plan__usage">
          {limitKinds.map((kind) => {
            const { used, limit } = usageOf(limitsQuery.data, kind, current);
            return (
              <li key={kind} data-testid={`plan-usage-${kind}`}>
                <div className="profile-plan__usage-row">
                  <Typography.Text strong>{limitLabels[kind]}</Typography.Text>
                  <Typography.Text>{t.usedOf(used, limit)}</Typography.Text>
                </div>
                <Progress
                  percent={limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 0}
                  showInfo={false}
                  size="small"
                  aria-label={`${limitLabels[kind]}: ${used} von ${limit}`}
                />
              </li>
            );
          })}
        </ul>
        <div className="profile-plan__actions">
          {upgrade ? (
            <Button type="primary" icon={<ArrowUpOutlined />} onClick={() => setUpgradeOpen(true)}>
              {t.upgrade}
            </Button>
          ) : null}
          <Button onClick={() => navigate('/client/subscription')}>{t.allPlans}</Button>
          {viaPortal ? <ManageSubscriptionButton /> : null}
        </div>
        {downgrade ? <DowngradeInfo target={downgrade} mode={mode} /> : null}
        {upgrade ? (
          <UpgradeDialog
            open={upgradeOpen}
            current={current}
            next={upgrade}
            mode={mode}
            onClose={() => setUpgradeOpen(false)}
          />
        ) : null}
      </div>
    );
  }

  return (
    <Card title={t.planTitle} className="profile-card" data-testid="current-plan-card">
      {body}
    </Card>
  );
}
