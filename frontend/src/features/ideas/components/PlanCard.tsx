import { Card, Skeleton, Typography } from 'antd';
import { LoadFailure } from '../../../shared/LoadFailure';
import { NoPlanNotice } from '../../../shared/NoPlanNotice';
import { NO_PLAN, type ContentLimits } from '../../../shared/contracts';
import { ideasTexts as t } from '../texts';

/** Without a subscription the server answers "Kein Plan" (or a plan with nothing in it). */
export function hasNoPlan(limits: ContentLimits): boolean {
  return (
    limits.planName === NO_PLAN || (limits.postLimit === 0 && limits.carouselLimit === 0 && limits.reelLimit === 0)
  );
}

export interface PlanCardProps {
  limits: ContentLimits | undefined;
  isLoading: boolean;
  isError: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/** The current plan and its monthly Posts, Carousels and Reels (limit and what is left). */
export function PlanCard({ limits, isLoading, isError, retrying, onRetry }: PlanCardProps) {
  let body;
  if (isLoading) {
    body = <Skeleton active paragraph={{ rows: 2 }} />;
  } else if (isError || !limits) {
    body = <LoadFailure text={t.limitsError} onRetry={onRetry} retrying={retrying} />;
  } else if (hasNoPlan(limits)) {
    body = <NoPlanNotice text={t.noPlan} className="ideas-plan__none" data-testid="ideas-no-plan" />;
  } else {
    const rows = [
      { key: 'posts', label: 'Posts', limit: limits.postLimit, remaining: limits.postsRemaining },
      { key: 'carousels', label: 'Carousels', limit: limits.carouselLimit, remaining: limits.carouselsRemaining },
      { key: 'reels', label: 'Reels', limit: limits.reelLimit, remaining: limits.reelsRemaining },
    ];
    body = (
      <>
        <Typography.Paragraph className="ideas-plan__name">
          {t.planLabel}: <strong data-testid="ideas-plan-name">{limits.planName}</strong>
        </Typography.Paragraph>
        <dl className="ideas-plan__limits" aria-label={t.monthlyLimits}>
          {rows.map((row) => (
            <div key={row.key} className="ideas-plan__limit" data-testid={`ideas-limit-${row.key}`}>
              <dt>{row.label}</dt>
              <dd>
                <span className="ideas-plan__count">{row.limit}</span>
                <Typography.Text type="secondary">{t.remaining(row.remaining, row.limit)}</Typography.Text>
              </dd>
            </div>
          ))}
        </dl>
      </>
    );
  }
  return (
    <Card title={t.planTitle} className="ideas-plan" size="small">
      {body}
    </Card>
  );
}
