import { SafetyCertificateOutlined, StarFilled } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { scrollToSection } from '../scrollToSection';
import { heroTexts as t } from '../texts';

const stars = [1, 2, 3, 4, 5];

export function HeroSection() {
  const navigate = useNavigate();
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
                <StarFilled key={star} />
              ))}
            </span>
            <strong aria-hidden="true">{t.rating}</strong>
            <span aria-hidden="true" className="landing-hero__rating-label">
              {t.ratingLabel}
            </span>
          </span>
          <Tag icon={<SafetyCertificateOutlined />} color="blue" className="landing-hero__badge">
            {t.badge}
          </Tag>
        </div>
        <div className="landing-hero__actions">
          <Button type="primary" size="large" onClick={() => navigate('/auth')}>
            {t.primaryCta}
          </Button>
          <Button size="large" onClick={() => scrollToSection('demo')}>
            {t.secondaryCta}
          </Button>
        </div>
      </div>
    </section>
  );
}
