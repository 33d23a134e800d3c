import BarChartOutlined from '@ant-design/icons-svg/es/asn/BarChartOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CheckSquareOutlined from '@ant-design/icons-svg/es/asn/CheckSquareOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import type { ReactNode } from 'react';
import { SvgIcon } from '../../../shared/SvgIcon';
import { featuresTexts as t, type FeatureKey } from '../texts';
import { InfoCard } from './InfoCard';
import { LandingSection } from './LandingSection';

const icons: Record<FeatureKey, ReactNode> = {
  submission: <SvgIcon icon={CheckSquareOutlined} />,
  oauth: <SvgIcon icon={SendOutlined} />,
  calendar: <SvgIcon icon={CalendarOutlined} />,
  roles: <SvgIcon icon={TeamOutlined} />,
  analytics: <SvgIcon icon={BarChartOutlined} />,
  security: <SvgIcon icon={SafetyOutlined} />,
};

export function FeaturesSection() {
  return (
    <LandingSection id="features" name="features" title={t.title} subtitle={t.subtitle}>
      <ul className="landing-grid landing-grid--3">
        {t.items.map((feature) => (
          <li key={feature.key}>
            <InfoCard icon={icons[feature.key]} title={feature.title}>
              <p className="landing-card__text">{feature.text}</p>
            </InfoCard>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
