import CrownOutlined from '@ant-design/icons-svg/es/asn/CrownOutlined';
import HighlightOutlined from '@ant-design/icons-svg/es/asn/HighlightOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import type { ReactNode } from 'react';
import { SvgIcon } from '../../../shared/SvgIcon';
import { audienceTexts as t } from '../texts';
import { InfoCard } from './InfoCard';
import { LandingSection } from './LandingSection';

const icons: Record<(typeof t.cards)[number]['key'], ReactNode> = {
  clients: <SvgIcon icon={ShopOutlined} />,
  designers: <SvgIcon icon={HighlightOutlined} />,
  admins: <SvgIcon icon={CrownOutlined} />,
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
