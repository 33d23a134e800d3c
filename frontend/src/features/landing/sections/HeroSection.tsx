import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import { Link } from 'react-router-dom';
import { SvgIcon } from '../../../shared/SvgIcon';
import { SIGN_IN_PATH } from '../../../shared/authPaths';
import { buttonClassName } from '../buttonClassName';
import { scrollToSection } from '../scrollToSection';
import { heroTexts as t } from '../texts';

const stars = [1, 2, 3, 4, 5];

export function HeroSection() {
  return (
    <section className="landing-hero" aria-labelledby="hero-title">
      <div className="landing-container landing-hero__inner">
        <p className="landing-hero__eyebrow">{t.eyebrow}</p>
        <h1 id="hero-title" className="landing-hero__title">
          {t.headline}
        </h1>
        <p className="landing-hero__description">{t.description}</p>
        <div className="landing-hero__trust">
          <span className="landing-hero__rating" role="img" aria-label={`${t.ratingLabel}: ${t.rating} von 5`}>
            <span aria-hidden="true" className="landing-hero__stars">
              {stars.map((star) => (
                <SvgIcon key={star} icon={StarFilled} />
              ))}
            </span>
            <strong aria-hidden="true">{t.rating}</strong>
            <span aria-hidden="true" className="landing-hero__rating-label">
              {t.ratingLabel}
            </span>
          </span>
          <span className="landing-tag landing-tag--blue landing-hero__badge">
            <SvgIcon icon={SafetyCertificateOutlined} />
            <span>{t.badge}</span>
          </span>
        </div>
        <div className="landing-hero__actions">
          {/* Links, so both work before the scripts have run (the page is prerendered). */}
          <Link to={SIGN_IN_PATH} className={buttonClassName({ variant: 'primary', large: true })}>
            {t.primaryCta}
          </Link>
          <a
            href="#demo"
            className={buttonClassName({ large: true })}
            onClick={(event) => {
              // Scrolls (smoothly unless reduced motion is asked for) and moves the focus there too.
              event.preventDefault();
              scrollToSection('demo');
            }}
          >
            {t.secondaryCta}
          </a>
        </div>
      </div>
    </section>
  );
}
