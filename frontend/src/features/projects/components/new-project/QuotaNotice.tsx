import { Alert, Button, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { NO_PLAN_NAME, type ContentLimits } from '../../../plans';
import { contentTypePlurals, projectTexts as t } from '../../texts';
import type { ContentType } from '../../../../shared/orders/types';

export interface QuotaNoticeProps {
  /** Not loaded yet (or failed): nothing is shown. */
  limits: ContentLimits | undefined;
  contentType: ContentType;
  /** Orders of the chosen type left this month. */
  remaining: number | null;
  /** None left, and the order is not created yet: submitting is refused. */
  atLimit: boolean;
}

/** Below the content type: no plan, the limit reached, or how many of the type are left (spec 000 section 5). */
export function QuotaNotice({ limits, contentType, remaining, atLimit }: QuotaNoticeProps) {
  const navigate = useNavigate();
  if (limits?.planName === NO_PLAN_NAME) {
    return (
      <div className="project-alert">
        <Alert
          type="warning"
          showIcon
          title={t.noPlan}
          data-testid="quota-notice"
          action={
            <Button size="small" onClick={() => navigate('/client/subscription')}>
              {t.choosePlan}
            </Button>
          }
        />
      </div>
    );
  }
  if (atLimit) {
    return (
      <div className="project-alert">
        <Alert
          type="warning"
          showIcon
          title={t.limitReached(contentTypePlurals[contentType])}
          data-testid="quota-notice"
        />
      </div>
    );
  }
  if (!limits || remaining === null) return null;
  return (
    <Typography.Paragraph type="secondary" data-testid="quota-remaining">
      {t.remaining(remaining, contentTypePlurals[contentType])}
    </Typography.Paragraph>
  );
}
