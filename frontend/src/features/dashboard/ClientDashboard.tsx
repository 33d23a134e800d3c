import { RocketOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { NO_PLAN } from '../../shared/contracts';
import { PageHeading } from '../../shared/PageHeading';
import { useToast } from '../../shared/toast';
import { useGetMyLimitsQuery } from '../plans';
import { useMembership } from '../team';
import { RecentOrdersCard } from './RecentOrdersCard';
import { dashboardTexts as t } from './texts';
import { UsageCard } from './UsageCard';

export function ClientDashboard() {
  const navigate = useNavigate();
  const toast = useToast();
  const { data: limits, isLoading, isError, refetch } = useGetMyLimitsQuery();
  // The plan is the owners' to choose: the other members see it, without the way to change it.
  const { rights } = useMembership();

  useEffect(() => {
    if (isError) toast.error(t.limitsError);
  }, [isError, toast]);

  const planName = limits?.planName;
  // Known once the limits are in.
  const hasPlan = planName === undefined ? undefined : planName !== NO_PLAN;
  const planBadge = hasPlan ? (
    <Tag color="blue" data-testid="plan-badge">
      {planName}
    </Tag>
  ) : null;

  return (
    <div className="dashboard">
      <PageHeading
        title={t.welcome}
        subtitle={t.clientSubtitle}
        extra={
          <>
            {planBadge}
            {/* Hidden until the limits tell whether there is a plan; after an error the way stays open. */}
            {rights.manage && (hasPlan !== undefined || isError) ? (
              <Button
                type={hasPlan === false ? 'primary' : 'default'}
                icon={<RocketOutlined />}
                onClick={() => navigate('/client/subscription')}
                data-testid="plan-action"
              >
                {hasPlan === false ? t.choosePlan : t.upgrade}
              </Button>
            ) : null}
          </>
        }
      />
      <div className="dashboard-grid dashboard-grid--client">
        <UsageCard limits={limits} isLoading={isLoading} isError={isError} onRetry={refetch} />
        <RecentOrdersCard canOrder={hasPlan !== false} canManage={rights.manage} />
      </div>
    </div>
  );
}
