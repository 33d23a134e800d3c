import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import { SvgIcon } from '../../../shared/SvgIcon';
import { referencesTexts as t } from '../texts';
import { LandingSection } from './LandingSection';

export function ReferencesSection() {
  return (
    <LandingSection id="referenzen" name="referenzen" title={t.title} subtitle={t.subtitle} tone="muted">
      <ul className="landing-grid landing-grid--3">
        {t.testimonials.map((testimonial) => (
          <li key={testimonial.role}>
            <figure className="landing-card testimonial">
              <blockquote className="testimonial__quote">«{testimonial.quote}»</blockquote>
              <figcaption className="testimonial__role">{testimonial.role}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <ul className="landing-badges" aria-label={t.badgesLabel}>
        {t.badges.map((badge) => (
          <li key={badge}>
            <span className="landing-tag landing-tag--green landing-badge">
              <SvgIcon icon={SafetyCertificateOutlined} />
              <span>{badge}</span>
            </span>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
