import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import { useNavigate } from 'react-router-dom';
import { formatChf } from '../../../shared/chf';
import { SvgIcon } from '../../../shared/SvgIcon';
import { SIGN_IN_PATH } from '../../../shared/authPaths';
import type { Plan } from '../../plans';
import { buttonClassName } from '../buttonClassName';
import { MAX_PLAN_FEATURES, pricingTexts as t } from '../texts';
import { usePublicPlans } from '../usePublicPlans';
import { LandingSection } from './LandingSection';

interface PlanCardProps {
  plan: Plan;
  onChoose: () => void;
}

function PlanCard({ plan, onChoose }: PlanCardProps) {
  const features = (plan.features ?? []).slice(0, MAX_PLAN_FEATURES);
  return (
    <article
      className={
        plan.isRecommended ? 'landing-card pricing-card pricing-card--recommended' : 'landing-card pricing-card'
      }
      data-testid="plan-card"
    >
      {plan.isRecommended ? (
        <span className="landing-tag landing-tag--blue pricing-card__badge">{t.recommended}</span>
      ) : null}
      <h3 className="pricing-card__name">{plan.name}</h3>
      {plan.description ? <p className="landing-card__text">{plan.description}</p> : null}
      <p className="pricing-card__price">{plan.priceDisplay || formatChf(plan.price)}</p>
      {features.length > 0 ? (
        <ul className="pricing-card__features">
          {features.map((feature) => (
            <li key={feature}>
              <SvgIcon icon={CheckOutlined} className="pricing-card__check" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="pricing-card__spacer" />
      )}
      <button
        type="button"
        className={buttonClassName({ variant: plan.isRecommended ? 'primary' : 'default', large: true, block: true })}
        onClick={onChoose}
      >
        {plan.ctaLabel || t.defaultCta}
      </button>
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
      <button
        type="button"
        className={buttonClassName({ variant: 'primary', large: true, block: true })}
        onClick={onChoose}
      >
        {t.fallbackCta}
      </button>
    </article>
  );
}

/** Three placeholders of the plan cards' size: the seed's three plans take their place. */
function PlanPlaceholders() {
  return (
    <ul className="landing-grid landing-grid--3 pricing-grid" aria-busy="true" aria-label={t.loading}>
      {[1, 2, 3].map((key) => (
        <li key={key}>
          <div className="landing-card pricing-card pricing-card--placeholder" data-testid="plan-placeholder">
            <span className="pricing-placeholder__title" />
            {[1, 2, 3, 4, 5, 6, 7].map((line) => (
              <span key={line} className="pricing-placeholder__line" />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Columns for the plans: up to three in a row; four side by side (two by two on a tablet), so that
 * no plan sits alone on a row of its own (a fourth under three, a seventh under six).
 */
function pricingColumns(count: number): number {
  if (count <= 3) return count;
  return count % 3 === 1 ? 4 : 3;
}

export function PricingSection() {
  // A failed load is silent on purpose: the fallback card invites to sign in instead.
  const { phase, plans } = usePublicPlans();
  const navigate = useNavigate();
  const goToAuth = () => navigate(SIGN_IN_PATH);

  let content;
  if (phase === 'loading') {
    // Also what the prerendered page shows: the plans arrive without moving what follows.
    content = <PlanPlaceholders />;
  } else if (plans.length === 0) {
    content = (
      <div className="landing-grid landing-grid--1 pricing-grid">
        <FallbackPlanCard onChoose={goToAuth} />
      </div>
    );
  } else {
    content = (
      <ul
        className={`landing-grid landing-grid--${pricingColumns(plans.length)} pricing-grid`}
        data-testid="pricing-grid"
      >
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
