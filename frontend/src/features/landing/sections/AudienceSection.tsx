import { CrownOutlined, HighlightOutlined, ShopOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { audienceTexts as t } from '../texts';
import { InfoCard } from './InfoCard';
import { LandingSection } from './LandingSection';

const icons: Record<(typeof t.cards)[number]['key'], ReactNode> = {
  clients: <ShopOutlined />,
  designers: <HighlightOutlined />,
  admins: <CrownOutlined />,
};

export function AudienceSection() {
  return (
    <LandingSection name="zielgruppen" title={t.title} subtitle={t.subtitle}>
      <ul className="landing-grid landing-grid--3">
        {t.cards.map((card) => (
          <li key={card.key}>
            <InfoCard icon={icons[card.key]} title={card.title}>
              <p className="landing-card__text">{card.text}</p>
            </InfoCard>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
