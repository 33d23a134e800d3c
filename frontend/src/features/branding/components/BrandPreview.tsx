import { Card, Form, Typography } from 'antd';
import { COLOR_KEYS } from '../brandingFields';
import { brandingFieldLabels as labels, brandingTexts as t } from '../texts';

function useBrandValue(field: string): string {
  const value: unknown = Form.useWatch(['brandingData', field], { preserve: true });
  return typeof value === 'string' ? value : '';
}

/**
 * The palette and the two fonts as they look, live while the form changes. Inline `style`
 * attributes carry the brand's own values (the CSP allows attributes, not injected style sheets).
 */
export function BrandPreview() {
  const colors = {
    colorPrimary: useBrandValue('colorPrimary'),
    colorSecondary1: useBrandValue('colorSecondary1'),
    colorSecondary2: useBrandValue('colorSecondary2'),
    colorNeutral1: useBrandValue('colorNeutral1'),
    colorNeutral2: useBrandValue('colorNeutral2'),
  };
  const displayFont = useBrandValue('displayFont');
  const textFont = useBrandValue('textFont');
  return (
    <Card title={t.sections.preview} size="small" className="branding-preview" data-testid="brand-preview">
      <ul className="branding-swatches" aria-label={t.sections.palette}>
        {COLOR_KEYS.map((field) => (
          <li key={field} className="branding-swatch">
            <span className="branding-swatch__color" style={{ backgroundColor: colors[field] }} aria-hidden="true" />
            <span className="branding-swatch__label">
              {labels[field]}
              <br />
              <Typography.Text type="secondary" className="branding-swatch__hex">
                {colors[field]}
              </Typography.Text>
            </span>
          </li>
        ))}
      </ul>
      <div className="branding-sample" style={{ backgroundColor: colors.colorNeutral1, color: colors.colorNeutral2 }}>
        <h3 className="branding-sample__heading" style={{ fontFamily: displayFont, color: colors.colorPrimary }}>
          {t.previewHeading}
        </h3>
        <p className="branding-sample__text" style={{ fontFamily: textFont }}>
          {t.previewBody}
        </p>
        <span
          className="branding-sample__button"
          style={{ backgroundColor: colors.colorPrimary, color: colors.colorSecondary1 }}
        >
          {displayFont || '–'} / {textFont || '–'}
        </span>
      </div>
    </Card>
  );
}
