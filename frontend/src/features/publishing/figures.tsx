import type { ScheduledPost } from '../../shared/contracts';
import { publishingTexts as t } from './texts';
import { formatZurichDate } from './zurichTime';

type Metrics = NonNullable<ScheduledPost['metrics']>;

const countFormat = new Intl.NumberFormat('de-CH');
const rateFormat = new Intl.NumberFormat('de-CH', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A count as "12’345"; unknown as "–". */
export function formatCount(value: number | null): string {
  return value === null ? t.none : countFormat.format(value);
}

/** A rate in percent as "4.2 %"; unknown as "–". */
export function formatRate(value: number | null): string {
  return value === null ? t.none : `${rateFormat.format(value)} %`;
}

/** The counted figures in the order the screens show them. */
export const FIGURE_KEYS = ['reach', 'impressions', 'likes', 'comments', 'shares', 'saves'] as const;

export interface PostFiguresProps {
  metrics: Metrics;
}

/** A post's latest figures as a list of terms, with when they were measured. */
export function PostFigures({ metrics }: PostFiguresProps) {
  return (
    <div className="post-figures" data-testid="post-figures">
      <dl className="post-figures__list">
        {FIGURE_KEYS.map((key) => (
          <div key={key} className="post-figures__entry">
            <dt>{t[key]}</dt>
            <dd>{formatCount(metrics[key])}</dd>
          </div>
        ))}
        <div className="post-figures__entry">
          <dt>{t.engagementRate}</dt>
          <dd>{formatRate(metrics.engagementRate)}</dd>
        </div>
      </dl>
      <span className="post-figures__measured">{t.measuredAt(formatZurichDate(metrics.measuredAt))}</span>
    </div>
  );
}
