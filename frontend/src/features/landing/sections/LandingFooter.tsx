import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { brandName } from '../../../shared/brand';
import { SvgIcon } from '../../../shared/SvgIcon';
import { footerTexts as t, navLinks } from '../texts';

export function LandingFooter() {
  return (
    <footer className="landing-footer">
      <div className="landing-container landing-footer__grid">
        <div>
          <p className="landing-footer__brand">{brandName}</p>
          <p>{t.tagline}</p>
        </div>
        <nav aria-label={t.navigationTitle}>
          <h2 className="landing-footer__title">{t.navigationTitle}</h2>
          <ul>
            {navLinks.map((link) => (
              <li key={link.id}>
                <a href={`#${link.id}`}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t.legalTitle}>
          <h2 className="landing-footer__title">{t.legalTitle}</h2>
          <ul>
            {t.legalLinks.map((label) => (
              <li key={label}>
                <a href="#">{label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <address>
          <h2 className="landing-footer__title">{t.contactTitle}</h2>
          <p>
            <SvgIcon icon={MailOutlined} /> <a href={`mailto:${t.email}`}>{t.email}</a>
          </p>
          <p>
            <SvgIcon icon={EnvironmentOutlined} /> {t.street}
            <br />
            {t.city}
            <br />
            {t.country}
          </p>
        </address>
      </div>
      <div className="landing-container landing-footer__bottom">{t.copyright}</div>
    </footer>
  );
}
