import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { apiErrorMessage } from '../../shared/apiError';
import {
  PLAN_REQUEST_MEANINGS,
  SUBSCRIPTION_MEANINGS,
  type MyPlanRequest,
  type MySubscription,
  type PlanInfo,
} from '../../shared/contracts';
import { formatChf, formatDate } from '../../shared/format';
import { PageHeading } from '../../shared/PageHeading';
import { useToast } from '../../shared/toast';
import { byPrice, featuresBesideLimits, limitKinds } from '../plans';
import { useGetMySubscriptionQuery, useGetPlansQuery } from '../plans';
import { useGetBillingConfigQuery, useGetMyPlanRequestsQuery, useRequestPlanMutation } from './billingApi';
import { CheckoutReturnNotice } from './CheckoutReturnNotice';
import { ManageSubscriptionButton } from './ManageSubscriptionButton';
import { PaymentFailedAlert } from './PaymentFailedAlert';
import { isStripeManaged } from './subscriptionStatus';
import { SubscriptionStatusTag } from './SubscriptionStatusTag';
import { useBillingPortal, useCheckout } from './useBillingRedirects';
import { countedLimitLabel } from '../plans';
import { billingTexts as t } from './texts';
import './billing.css';

/** What a plan card's button says and does. */
interface PlanAction {
  label: string;
  primary: boolean;
  disabled: boolean;
  loading: boolean;
  onClick?: () => void;
}

interface SubscriptionPlanCardProps {
  plan: PlanInfo;
  /** The client's subscription when this is its plan. */
  current: MySubscription | null;
  isRequested: boolean;
  action: PlanAction;
}

/** One plan: name, price, monthly limits, features and the button to choose it. */
function SubscriptionPlanCard({ plan, current, isRequested, action }: SubscriptionPlanCardProps) {
  const isCurrent = current !== null;
  const marked = isCurrent ? 'subscription-plan subscription-plan--current' : 'subscription-plan';
  const headingId = `plan-${plan.id}-name`;
  // The limits have their own list above: features repeating them would show each twice.
  const features = featuresBesideLimits(plan);

  return (
    <Card
      className={marked}
      data-testid="subscription-plan"
      aria-labelledby={headingId}
      aria-current={isCurrent ? 'true' : undefined}
    >
      <div className="subscription-plan__tags">
        {current ? <Tag color="green">{t.currentPlan}</Tag> : null}
        {current && !SUBSCRIPTION_MEANINGS[current.status].plain ? (
          <SubscriptionStatusTag status={current.status} />
        ) : null}
        {isRequested && !isCurrent ? <Tag color="gold">{t.requestSent}</Tag> : null}
        {plan.isRecommended ? <Tag color="blue">{t.recommended}</Tag> : null}
      </div>
      <Typography.Title level={3} id={headingId} className="subscription-plan__name">
        {plan.name}
      </Typography.Title>
      <Typography.Paragraph className="subscription-plan__price">
        {plan.priceDisplay || `${formatChf(plan.price)} ${t.perMonth}`}
      </Typography.Paragraph>
      {plan.description ? <Typography.Paragraph type="secondary">{plan.description}</Typography.Paragraph> : null}
      <ul className="subscription-plan__limits">
        {limitKinds.map((kind) => (
          <li key={kind}>
            <strong>{plan[kind]}</strong> {countedLimitLabel(kind, plan[kind])} {t.perMonth}
          </li>
        ))}
      </ul>
      {features.length > 0 ? (
        <ul className="subscription-plan__features">
          {features.map((feature) => (
            <li key={feature}>
              <CheckOutlined aria-hidden="true" /> {feature}
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        type={action.primary ? 'primary' : 'default'}
        block
        size="large"
        disabled={action.disabled}
        loading={action.loading}
        onClick={action.onClick}
      >
        {action.label}
      </Button>
    </Card>
  );
}

interface RequestStateProps {
  latest: MyPlanRequest | undefined;
}

/** The state of the client's newest plan request, while it waits or just after it was granted. */
function RequestState({ latest }: RequestStateProps) {
  if (!latest) return null;
  const date = formatDate(latest.createdAt);
  const meaning = PLAN_REQUEST_MEANINGS[latest.status];
  if (meaning.waiting) {
    return (
      <Alert
        type="info"
        showIcon
        title={t.requestSent}
        description={t.requestOpenText(latest.plan.name, date)}
        data-testid="plan-request-state"
      />
    );
  }
  if (meaning.granted) {
    return (
      <Alert
        type="success"
        showIcon
        closable
        title={t.requestGrantedTitle}
        description={t.requestGrantedText(latest.plan.name, date)}
        data-testid="plan-request-state"
      />
    );
  }
  return null;
}

function PlansSkeleton() {
  return (
    <Row gutter={[16, 16]} aria-busy="true">
      {[1, 2, 3].map((key) => (
        <Col key={key} xs={24} md={12} xl={8}>
          <Card>
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * /client/subscription: the plans by price ascending with the current one marked. With card payments
 * on, choosing a plan opens Stripe's Checkout (or, with a Stripe subscription, its customer portal:
 * one Stripe subscription per client). With payments off, it sends a plan request that an admin
 * grants (docs/decisions.md).
 */
export function SubscriptionPage() {
  const toast = useToast();
  const configQuery = useGetBillingConfigQuery();
  // Without an answer the page stays as before payments: the server refuses what it does not allow.
  const paymentsEnabled = configQuery.data?.paymentsEnabled ?? false;
  const plansQuery = useGetPlansQuery();
  const subscriptionQuery = useGetMySubscriptionQuery();
  // Loaded alongside the configuration (no wait); not needed once card payments are on.
  const requestsQuery = useGetMyPlanRequestsQuery(undefined, { skip: paymentsEnabled });
  const [requestPlan, { isLoading: isSending, originalArgs }] = useRequestPlanMutation();
  const checkout = useCheckout();
  const portal = useBillingPortal();

  const subscription = subscriptionQuery.data ?? null;
  const stripeManaged = isStripeManaged(subscription);
  const requests = paymentsEnabled ? undefined : requestsQuery.data;
  const latest = requests?.[0];
  const openRequest = requests?.find((request) => PLAN_REQUEST_MEANINGS[request.status].waiting);

  const request = async (plan: PlanInfo) => {
    try {
      await requestPlan({ planId: plan.id }).unwrap();
      toast.success(t.requestSent);
    } catch (error) {
      toast.error(apiErrorMessage(error, t.requestError));
    }
  };

  const actionFor = (plan: PlanInfo): PlanAction => {
    const choose = plan.ctaLabel || t.defaultCta;
    if (subscription?.plan.id === plan.id)
      return { label: t.currentPlan, primary: false, disabled: true, loading: false };
    if (paymentsEnabled && stripeManaged) {
      return {
        label: t.switchInPortal,
        primary: false,
        disabled: false,
        loading: portal.isLoading,
        onClick: () => void portal.open(),
      };
    }
    if (paymentsEnabled) {
      const pending = checkout.pendingPlanId;
      return {
        label: choose,
        primary: true,
        disabled: pending !== null && pending !== plan.id,
        loading: pending === plan.id,
        onClick: () => void checkout.start(plan.id),
      };
    }
    if (openRequest?.planId === plan.id)
      return { label: t.requestSent, primary: false, disabled: true, loading: false };
    return {
      label: choose,
      primary: true,
      disabled: false,
      loading: isSending && originalArgs?.planId === plan.id,
      onClick: () => void request(plan),
    };
  };

  let content;
  if (configQuery.isLoading || plansQuery.isLoading || subscriptionQuery.isLoading) {
    content = <PlansSkeleton />;
  } else if (plansQuery.isError || !plansQuery.data) {
    content = (
      <Result
        status="error"
        title={t.plansError}
        subTitle={t.plansUnavailable}
        extra={
          <Button onClick={() => plansQuery.refetch()} type="primary">
            {t.retry}
          </Button>
        }
      />
    );
  } else if (plansQuery.data.length === 0) {
    content = <Empty description={t.noPlans} />;
  } else {
    const plans = byPrice(plansQuery.data);
    content = (
      <>
        <RequestState latest={latest} />
        <ul
          className={plans.length === 4 ? 'subscription-plans subscription-plans--four' : 'subscription-plans'}
          aria-label={t.title}
        >
          {plans.map((plan) => (
            <li key={plan.id}>
              <SubscriptionPlanCard
                plan={plan}
                current={subscription?.plan.id === plan.id ? subscription : null}
                isRequested={openRequest?.planId === plan.id}
                action={actionFor(plan)}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby="page-title" className="subscription-page">
      <PageHeading
        title={t.title}
        subtitle={subscriptionQuery.isSuccess && !subscription ? t.noSubscription : t.subtitle}
        extra={stripeManaged ? <ManageSubscriptionButton /> : null}
      />
      {configQuery.isLoading || paymentsEnabled ? null : (
        <Typography.Paragraph type="secondary">{t.paymentsHint}</Typography.Paragraph>
      )}
      <div className="subscription-page__notices">
        <CheckoutReturnNotice />
        <PaymentFailedAlert subscription={subscription} />
      </div>
      {content}
    </section>
  );
}
