import { howItWorksTexts as t } from '../texts';
import { LandingSection } from './LandingSection';

export function HowItWorksSection() {
  return (
    <LandingSection name="ablauf" title={t.title} subtitle={t.subtitle}>
      <ol className="landing-grid landing-grid--4">
        {t.steps.map((step, index) => (
          <li key={step.title} className="landing-step">
            <span className="landing-step-number landing-step-number--large" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="landing-card__title">{step.title}</h3>
            <p className="landing-card__text">{step.text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
