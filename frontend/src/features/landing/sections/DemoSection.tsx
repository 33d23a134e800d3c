import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import PlayCircleFilled from '@ant-design/icons-svg/es/asn/PlayCircleFilled';
import { SvgIcon } from '../../../shared/SvgIcon';
import { buttonClassName } from '../buttonClassName';
import { scrollToSection } from '../scrollToSection';
import { demoTexts as t } from '../texts';
import { LandingSection } from './LandingSection';

export function DemoSection() {
  return (
    <LandingSection id="demo" name="demo" title={t.title} subtitle={t.subtitle}>
      <div className="landing-demo">
        <div className="landing-demo__video" role="img" aria-label={t.videoLabel}>
          <SvgIcon icon={PlayCircleFilled} className="landing-demo__play" />
          <span>{t.videoHint}</span>
        </div>
        <div className="landing-demo__content">
          <h3 className="landing-card__title">{t.listTitle}</h3>
          <ul className="landing-checklist">
            {t.points.map((point) => (
              <li key={point}>
                <SvgIcon icon={CheckCircleOutlined} className="landing-checklist__icon" />
                {point}
              </li>
            ))}
          </ul>
          <a
            href="#kontakt"
            className={buttonClassName({ variant: 'primary', large: true })}
            onClick={(event) => {
              // Scrolls (smoothly unless reduced motion is asked for) and moves the focus there too.
              event.preventDefault();
              scrollToSection('kontakt');
            }}
          >
            {t.cta}
          </a>
        </div>
      </div>
    </LandingSection>
  );
}
