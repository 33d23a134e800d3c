import { CheckCircleOutlined, PlayCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { scrollToSection } from '../scrollToSection';
import { demoTexts as t } from '../texts';
import { LandingSection } from './LandingSection';

export function DemoSection() {
  return (
    <LandingSection id="demo" name="demo" title={t.title} subtitle={t.subtitle}>
      <div className="landing-demo">
        <div className="landing-demo__video" role="img" aria-label={t.videoLabel}>
          <PlayCircleFilled className="landing-demo__play" aria-hidden="true" />
          <span>{t.videoHint}</span>
        </div>
        <div className="landing-demo__content">
          <h3 className="landing-card__title">{t.listTitle}</h3>
          <ul className="landing-checklist">
            {t.points.map((point) => (
              <li key={point}>
                <CheckCircleOutlined aria-hidden="true" className="landing-checklist__icon" />
                {point}
              </li>
            ))}
          </ul>
          <Button type="primary" size="large" onClick={() => scrollToSection('kontakt')}>
            {t.cta}
          </Button>
        </div>
      </div>
    </LandingSection>
  );
}
