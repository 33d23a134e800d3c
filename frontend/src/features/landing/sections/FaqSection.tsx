import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { SvgIcon } from '../../../shared/SvgIcon';
import { faqTexts as t } from '../texts';
import { LandingSection } from './LandingSection';

/**
 * Native disclosures: they open and close without JavaScript (the page is prerendered) and with the
 * keyboard. The shared `name` makes them one accordion: opening a question closes the one before.
 */
export function FaqSection() {
  return (
    <LandingSection id="faq" name="faq" title={t.title} subtitle={t.subtitle} tone="muted">
      <div className="landing-faq">
        {t.items.map((item) => (
          <details key={item.key} name="faq" className="faq-item">
            <summary className="faq-item__question">
              <SvgIcon icon={RightOutlined} className="faq-item__arrow" />
              <span>{item.question}</span>
            </summary>
            <div className="faq-item__answer">
              <p className="faq-answer">{item.answer}</p>
            </div>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
