import { MailOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
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
          <Button type="primary" size="large" onClick={() => navigate('/auth')}>
            {t.primaryCta}
          </Button>
          <Button size="large" href={t.contactHref} icon={<MailOutlined />}>
            {t.contactCta}
          </Button>
        </div>
        <p className="landing-closing__contact">
          <a href={t.contactHref}>{footerTexts.email}</a>
        </p>
      </div>
    </section>
  );
}
