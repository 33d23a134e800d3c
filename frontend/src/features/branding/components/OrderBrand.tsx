import { Avatar, Card, Skeleton, Typography } from 'antd';
import { apiErrorStatus } from '../../../shared/apiError';
import type { Branding } from '../../../shared/brandingContract';
import { initialsOf } from '../../../shared/initials';
import { LoadFailure } from '../../../shared/LoadFailure';
import { COLOR_KEYS } from '../brandingFields';
import { brandingFieldLabels as labels, brandingTexts as t } from '../texts';
import '../../../shared/styles/branding.css';

export interface OrderBrandMarkProps {
  clientName: string;
  branding: Branding | undefined;
}

/** The client's logo in the order's header, its initials without one (or while the brand loads). */
export function OrderBrandMark({ clientName, branding }: OrderBrandMarkProps) {
  return branding?.logoUrl ? (
    <Avatar size={48} shape="square" src={branding.logoUrl} alt={t.logoOf(clientName)} className="order-brand__logo" />
  ) : (
    <Avatar size={48} className="client-header__avatar">
      {initialsOf(clientName)}
    </Avatar>
  );
}

export interface OrderBrandStripProps {
  branding: Branding | undefined;
}

/** The palette and the two fonts under the client's name: what a design must look like, at a glance. */
export function OrderBrandStrip({ branding }: OrderBrandStripProps) {
  if (!branding) return null;
  const data = branding.brandingData;
  return (
    <div className="order-brand__strip" data-testid="order-brand-strip">
      <ul className="order-brand__colors" aria-label={t.sections.palette}>
        {COLOR_KEYS.map((field) => (
          <li key={field} title={`${labels[field]} ${data[field]}`}>
            <span
              className="branding-swatch__color order-brand__color"
              style={{ backgroundColor: data[field] }}
              aria-hidden="true"
            />
            <span className="order-brand__hex">{data[field]}</span>
          </li>
        ))}
      </ul>
      <Typography.Text type="secondary" className="order-brand__fonts">
        {labels.displayFont}: <span style={{ fontFamily: data.displayFont }}>{data.displayFont}</span> ·{' '}
        {labels.textFont}: <span style={{ fontFamily: data.textFont }}>{data.textFont}</span>
      </Typography.Text>
    </div>
  );
}

export interface OrderBrandInfoProps {
  branding: Branding | undefined;
  isLoading: boolean;
  /** The load's error: 404 is a client without a brand yet, anything else a failure to show. */
  error: unknown;
  onRetry: () => void;
}

/** The brand info block of the designer's order page: who the client is and how it speaks. */
export function OrderBrandInfo({ branding, isLoading, error, onRetry }: OrderBrandInfoProps) {
  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (error && apiErrorStatus(error) !== 404) body = <LoadFailure text={t.loadError} onRetry={onRetry} />;
  else if (!branding) body = <Typography.Text type="secondary">{t.noBranding}</Typography.Text>;
  else {
    const data = branding.brandingData;
    const rows: [string, string][] = [
      [labels.clientName, data.clientName || branding.brandName || ''],
      [labels.industry, data.industry],
      [labels.targetAudience, data.targetAudience],
      [labels.tone, data.tone],
      [labels.brandPersonality, data.brandPersonality],
      [t.dosShort, data.dos.filter((entry) => entry.trim()).join(' · ')],
      [t.dontsShort, data.donts.filter((entry) => entry.trim()).join(' · ')],
    ];
    const filled = rows.filter(([, value]) => value.trim());
    body = filled.length ? (
      <dl className="order-brand__info">
        {filled.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    ) : (
      <Typography.Text type="secondary">{t.noBranding}</Typography.Text>
    );
  }
  return (
    <Card title={t.brandInfo} className="project-card" data-testid="brand-info">
      {body}
    </Card>
  );
}
