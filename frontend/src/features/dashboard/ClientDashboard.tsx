import { RocketOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from '../../shared/PageHeading';
import { useToast } from '../../shared/toast';
import { useGetMyLimitsQuery } from '../plans/plansApi';
import { NO_PLAN_NAME } from '../plans/types';
import { RecentOrdersCard } from './RecentOrdersCard';
import { dashboardTexts as t } from './texts';
import { UsageCard } from './UsageCard';

export function ClientDashboard() {
  const navigate = useNavigate();
  const toast = useToast();
  const { data: limits, isLoading, isError, refetch } = useGetMyLimitsQuery();

  useEffect(() => {
    if (isError) toast.error(t.limitsError);
  }, [isError, toast]);

  const planName = limits?.planName;
  const planBadge =
    planName && planName !== NO_PLAN_NAME ? (
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
            <Button icon={<RocketOutlined />} onClick={() => navigate('/client/subscription')}>
              {t.upgrade}
            </Button>
          </>
        }
      />
      <div className="dashboard-grid dashboard-grid--client">
        <UsageCard limits={limits} isLoading={isLoading} isError={isError} onRetry={refetch} />
        <RecentOrdersCard />
      </div>
    </div>
  );
}
