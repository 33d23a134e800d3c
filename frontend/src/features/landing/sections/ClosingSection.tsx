import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { useNavigate } from 'react-router-dom';
import { SvgIcon } from '../../../shared/SvgIcon';
import { SIGN_IN_PATH } from '../../../shared/authPaths';
import { buttonClassName } from '../buttonClassName';
import { closingTexts as t, footerTexts } from '../texts';

export function ClosingSection() {
  const navigate = useNavigate();
  return (
    <section id="kontakt" className="landing-closing" aria-labelledby="kontakt-title" tabIndex={-1}>
      <div className="landing-container landing-closing__inner">
        <h2 id="kontakt-title" className="landing-closing__title">
          {t.title}
        </h2>
        <p className="landing-closing__text">{t.text}</p>
        <div className="landing-hero__actions">
          {/* A button, not a link: the hero's "Kostenlos starten" is the page's one link of that name. */}
          <button
            type="button"
            className={buttonClassName({ variant: 'primary', large: true })}
            onClick={() => navigate(SIGN_IN_PATH)}
          >
            {t.primaryCta}
          </button>
          <a href={t.contactHref} className={buttonClassName({ large: true })}>
            <SvgIcon icon={MailOutlined} />
            <span>{t.contactCta}</span>
          </a>
        </div>
        <p className="landing-closing__contact">
          <a href={t.contactHref}>{footerTexts.email}</a>
        </p>
      </div>
    </section>
  );
}
