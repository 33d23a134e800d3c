import {
  BarChartOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  SafetyOutlined,
  SendOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { featuresTexts as t, type FeatureKey } from '../texts';
import { InfoCard } from './InfoCard';
import { LandingSection } from './LandingSection';

const icons: Record<FeatureKey, ReactNode> = {
  submission: <CheckSquareOutlined />,
  oauth: <SendOutlined />,
  calendar: <CalendarOutlined />,
  roles: <TeamOutlined />,
  analytics: <BarChartOutlined />,
  security: <SafetyOutlined />,
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
