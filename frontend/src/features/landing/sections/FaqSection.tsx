import { Collapse } from 'antd';
import { faqTexts as t } from '../texts';
import { LandingSection } from './LandingSection';

const items = t.items.map((item) => ({
  key: item.key,
  label: item.question,
  children: <p className="faq-answer">{item.answer}</p>,
}));

export function FaqSection() {
  return (
    <LandingSection id="faq" name="faq" title={t.title} subtitle={t.subtitle} tone="muted">
      <div className="landing-faq">
        {/* accordion: opening one question closes the one before */}
        <Collapse accordion items={items} size="large" />
      </div>
    </LandingSection>
  );
}
