import { CheckOutlined } from '@ant-design/icons';
import { Button, Skeleton, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatChf } from '../../../shared/format';
import { useGetPlansQuery } from '../../plans/plansApi';
import type { Plan } from '../../plans/types';
import { MAX_PLAN_FEATURES, pricingTexts as t } from '../texts';
import { LandingSection } from './LandingSection';

interface PlanCardProps {
  plan: Plan;
  onChoose: () => void;
}

function PlanCard({ plan, onChoose }: PlanCardProps) {
  const features = (plan.features ?? []).slice(0, MAX_PLAN_FEATURES);
  return (
    <article
      className={plan.isRecommended ? 'landing-card pricing-card pricing-card--recommended' : 'landing-card pricing-card'}
      data-testid="plan-card"
    >
      {plan.isRecommended ? (
        <Tag color="blue" className="pricing-card__badge">
          {t.recommended}
        </Tag>
      ) : null}
      <h3 className="pricing-card__name">{plan.name}</h3>
      {plan.description ? <p className="landing-card__text">{plan.description}</p> : null}
      <p className="pricing-card__price">{plan.priceDisplay || formatChf(plan.price)}</p>
      {features.length > 0 ? (
        <ul className="pricing-card__features">
          {features.map((feature) => (
            <li key={feature}>
              <CheckOutlined aria-hidden="true" className="pricing-card__check" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="pricing-card__spacer" />
      )}
      <Button type={plan.isRecommended ? 'primary' : 'default'} block size="large" onClick={onChoose}>
        {plan.ctaLabel || t.defaultCta}
      </Button>
    </article>
  );
}

interface FallbackPlanCardProps {
  onChoose: () => void;
}

function FallbackPlanCard({ onChoose }: FallbackPlanCardProps) {
  return (
    <article className="landing-card pricing-card" data-testid="plan-fallback">
      <h3 className="pricing-card__name">{t.fallbackTitle}</h3>
      <p className="landing-card__text">{t.fallbackText}</p>
      <div className="pricing-card__spacer" />
      <Button type="primary" block size="large" onClick={onChoose}>
        {t.fallbackCta}
      </Button>
    </article>
  );
}

export function PricingSection() {
  // A failed load is silent on purpose: the fallback card invites to sign in instead.
  const { data: plans, isLoading, isError } = useGetPlansQuery();
  const navigate = useNavigate();
  const goToAuth = () => navigate('/auth');

  let content;
  if (isLoading) {
    content = (
      <div className="landing-grid landing-grid--3" aria-busy="true" aria-label={t.loading}>
        {[1, 2, 3].map((key) => (
          <div key={key} className="landing-card pricing-card">
            <Skeleton active paragraph={{ rows: 5 }} />
          </div>
        ))}
      </div>
    );
  } else if (isError || !plans || plans.length === 0) {
    content = (
      <div className="landing-grid landing-grid--1">
        <FallbackPlanCard onChoose={goToAuth} />
      </div>
    );
  } else {
    content = (
      <ul className={`landing-grid landing-grid--${Math.min(plans.length, 3)}`}>
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} onChoose={goToAuth} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <LandingSection id="preise" name="preise" title={t.title} subtitle={t.subtitle} tone="muted">
      {content}
      <p className="pricing-note">{t.note}</p>
    </LandingSection>
  );
}
