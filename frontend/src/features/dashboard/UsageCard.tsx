import { Card, Progress, Skeleton, Typography } from 'antd';
import { LoadFailure } from '../../shared/LoadFailure';
import { NoPlanNotice } from '../../shared/NoPlanNotice';
import { NO_PLAN, type ContentLimits } from '../../shared/contracts';
import { dashboardTexts as t, usageKinds, usageLabels, type UsageKind } from './texts';

export interface UsageCardProps {
  limits: ContentLimits | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

function usageOf(limits: ContentLimits, kind: UsageKind) {
  switch (kind) {
    case 'posts':
      return { used: limits.postsUsed, limit: limits.postLimit, remaining: limits.postsRemaining };
    case 'carousels':
      return { used: limits.carouselsUsed, limit: limits.carouselLimit, remaining: limits.carouselsRemaining };
    case 'reels':
      return { used: limits.reelsUsed, limit: limits.reelLimit, remaining: limits.reelsRemaining };
  }
}

export function UsageCard({ limits, isLoading, isError, onRetry }: UsageCardProps) {
  let body;
  if (isLoading) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (isError || !limits) {
    body = <LoadFailure text={t.limitsUnavailable} onRetry={onRetry} />;
  } else if (limits.planName === NO_PLAN) {
    body = <NoPlanNotice className="usage-no-plan" />;
  } else {
    body = (
      <ul className="usage-list">
        {usageKinds.map((kind) => {
          const { used, limit, remaining } = usageOf(limits, kind);
          const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 0;
          return (
            <li key={kind} className="usage-item" data-testid={`usage-${kind}`}>
              <div className="usage-item__header">
                <Typography.Text strong>{usageLabels[kind]}</Typography.Text>
                <Typography.Text>
                  {used} / {limit}
                </Typography.Text>
              </div>
              <Progress
                percent={percent}
                showInfo={false}
                status={remaining <= 0 ? 'exception' : 'normal'}
                aria-label={`${usageLabels[kind]}: ${used} von ${limit}`}
              />
              <Typography.Text type="secondary">
                {remaining} {t.available}
              </Typography.Text>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card title={t.usageTitle} className="dashboard-card">
      {body}
    </Card>
  );
}
