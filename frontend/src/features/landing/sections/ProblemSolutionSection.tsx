import BulbOutlined from '@ant-design/icons-svg/es/asn/BulbOutlined';
import RiseOutlined from '@ant-design/icons-svg/es/asn/RiseOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { SvgIcon } from '../../../shared/SvgIcon';
import { problemSolutionTexts as t } from '../texts';
import { InfoCard } from './InfoCard';
import { LandingSection } from './LandingSection';

export function ProblemSolutionSection() {
  return (
    <LandingSection name="loesung" title={t.title} tone="muted">
      <div className="landing-grid landing-grid--3">
        <InfoCard icon={<SvgIcon icon={WarningOutlined} />} title={t.problemTitle} tone="problem">
          <p className="landing-card__text">{t.problemText}</p>
        </InfoCard>
        <InfoCard icon={<SvgIcon icon={BulbOutlined} />} title={t.solutionTitle}>
          <p className="landing-card__text">{t.solutionText}</p>
          <ol className="landing-steps-inline">
            {t.solutionSteps.map((step, index) => (
              <li key={step}>
                <span className="landing-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
        </InfoCard>
        <InfoCard icon={<SvgIcon icon={RiseOutlined} />} title={t.benefitTitle} tone="benefit">
          <p className="landing-card__text">{t.benefitText}</p>
        </InfoCard>
      </div>
    </LandingSection>
  );
}
