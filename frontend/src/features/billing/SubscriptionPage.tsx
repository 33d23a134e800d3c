import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { apiErrorMessage } from '../../shared/apiError';
import type { MyPlanRequest, PlanInfo } from '../../shared/contracts';
import { formatChf, formatDate } from '../../shared/format';
import { PageHeading } from '../../shared/PageHeading';
import { useToast } from '../../shared/toast';
import { byPrice, limitKinds } from '../plans/planChange';
import { useGetMySubscriptionQuery, useGetPlansQuery } from '../plans/plansApi';
import { useGetMyPlanRequestsQuery, useRequestPlanMutation } from './billingApi';
import { ManageSubscriptionButton } from './ManageSubscriptionButton';
import { limitLabels } from '../plans/texts';
import { billingTexts as t } from './texts';
import './billing.css';

interface PlanChoice {
  isCurrent: boolean;
  isRequested: boolean;
  isSending: boolean;
}

interface SubscriptionPlanCardProps {
  plan: PlanInfo;
  choice: PlanChoice;
  onChoose: (plan: PlanInfo) => void;
}

/** One plan: name, price, monthly limits, features and the button to choose it. */
function SubscriptionPlanCard({ plan, choice, onChoose }: SubscriptionPlanCardProps) {
  const { isCurrent, isRequested, isSending } = choice;
  const marked = isCurrent ? 'subscription-plan subscription-plan--current' : 'subscription-plan';
  const headingId = `plan-${plan.id}-name`;
  let buttonLabel: string = plan.ctaLabel || t.defaultCta;
  if (isCurrent) buttonLabel = t.currentPlan;
  else if (isRequested) buttonLabel = t.requestSent;

  return (
    <Card className={marked} data-testid="subscription-plan" aria-labelledby={headingId} aria-current={isCurrent ? 'true' : undefined}>
      <div className="subscription-plan__tags">
        {isCurrent ? <Tag color="green">{t.currentPlan}</Tag> : null}
        {isRequested && !isCurrent ? <Tag color="gold">{t.requestSent}</Tag> : null}
        {plan.isRecommended ? <Tag color="blue">{t.recommended}</Tag> : null}
      </div>
      <Typography.Title level={3} id={headingId} className="subscription-plan__name">
        {plan.name}
      </Typography.Title>
      <Typography.Paragraph className="subscription-plan__price">{plan.priceDisplay || `${formatChf(plan.price)} ${t.perMonth}`}</Typography.Paragraph>
      {plan.description ? <Typography.Paragraph type="secondary">{plan.description}</Typography.Paragraph> : null}
      <ul className="subscription-plan__limits">
        {limitKinds.map((kind) => (
          <li key={kind}>
            <strong>{plan[kind]}</strong> {limitLabels[kind]} {t.perMonth}
          </li>
        ))}
      </ul>
      {plan.features.length > 0 ? (
        <ul className="subscription-plan__features">
          {plan.features.map((feature) => (
            <li key={feature}>
              <CheckOutlined aria-hidden="true" /> {feature}
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        type={isCurrent || isRequested ? 'default' : 'primary'}
        block
        size="large"
        disabled={isCurrent || isRequested}
        loading={isSending}
        onClick={() => onChoose(plan)}
      >
        {buttonLabel}
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
  if (latest.status === 'open') {
    return (
      <Alert type="info" showIcon title={t.requestSent} description={t.requestOpenText(latest.plan.name, date)} data-testid="plan-request-state" />
    );
  }
  if (latest.status === 'granted') {
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

/**
 * /client/subscription: the plans by price ascending with the current one marked. While payments are
 * off, choosing a plan sends a plan request that an admin grants (docs/decisions.md).
 */
export function SubscriptionPage() {
  const toast = useToast();
  const plansQuery = useGetPlansQuery();
  const subscriptionQuery = useGetMySubscriptionQuery();
  const requestsQuery = useGetMyPlanRequestsQuery();
  const [requestPlan, { isLoading: isSending, originalArgs }] = useRequestPlanMutation();

  const subscription = subscriptionQuery.data ?? null;
  const latest = requestsQuery.data?.[0];
  const openRequest = requestsQuery.data?.find((request) => request.status === 'open');

  const choose = async (plan: PlanInfo) => {
    try {
      await requestPlan({ planId: plan.id }).unwrap();
      toast.success(t.requestSent);
    } catch (error) {
      toast.error(apiErrorMessage(error, t.requestError));
    }
  };

  let content;
  if (plansQuery.isLoading || subscriptionQuery.isLoading) {
    content = (
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
        <ul className="subscription-plans" aria-label={t.title}>
          {plans.map((plan) => (
            <li key={plan.id}>
              <SubscriptionPlanCard
                plan={plan}
                choice={{
                  isCurrent: subscription?.plan.id === plan.id,
                  isRequested: openRequest?.planId === plan.id,
                  isSending: isSending && originalArgs?.planId === plan.id,
                }}
                onChoose={choose}
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
        extra={subscription?.stripeSubscriptionId ? <ManageSubscriptionButton /> : null}
      />
      {subscription?.stripeSubscriptionId ? null : <Typography.Paragraph type="secondary">{t.paymentsHint}</Typography.Paragraph>}
      {content}
    </section>
  );
}
