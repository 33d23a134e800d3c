import { Card, Skeleton, Statistic } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { statusesWhere, type DesignerDashboardStats } from '../../shared/contracts';
import { PageHeading } from '../../shared/PageHeading';
import { useToast } from '../../shared/toast';
import { LoadFailure } from '../../shared/LoadFailure';
import { LIVE } from '../projects';
import { useGetDesignerDashboardQuery } from './dashboardApi';
import { DueOrdersCard } from './DueOrdersCard';
import { dashboardTexts as t } from './texts';

/** The spec's three counters first (new, in progress, completed), then where submitted designs wait. */
const counterLabels = {
  new: t.designerNew,
  inProgress: t.designerInProgress,
  completed: t.designerCompleted,
  adminReview: t.designerAdminReview,
  clientReview: t.designerClientReview,
} satisfies Partial<Record<keyof DesignerDashboardStats, string>>;
const counters = Object.entries(counterLabels) as [keyof typeof counterLabels, string][];

/** The orders still open for the designer: assigned and not completed. */
const OPEN_STATUSES = statusesWhere((meaning) => meaning.hasDesigner && !meaning.final);

/** The designer's open orders, the soonest due first, then the counters of its orders by where they stand. */
export function DesignerDashboard() {
  const toast = useToast();
  const { data: stats, isLoading, isError, refetch } = useGetDesignerDashboardQuery(undefined, LIVE);

  useEffect(() => {
    if (isError) toast.error(t.statsError);
  }, [isError, toast]);

  return (
    <div className="dashboard">
      <PageHeading title={t.designerTitle} subtitle={t.designerSubtitle} />
      <DueOrdersCard
        title={t.designerOrders}
        statuses={OPEN_STATUSES}
        linkTo={(project) => `/designer/project/${project.id}`}
        extra={<Link to="/designer/projects?sort=due">{t.designerAllOrders}</Link>}
        empty={t.designerEmpty}
        testId="designer-orders"
      />
      {isError ? (
        <LoadFailure className="dashboard-alert" text={t.statsUnavailable} onRetry={() => void refetch()} />
      ) : (
        <ul className="dashboard-grid dashboard-grid--counters">
          {counters.map(([key, label]) => (
            <li key={key}>
              <Card className="dashboard-card" data-testid={`designer-${key}`}>
                {isLoading || !stats ? (
                  <Skeleton active paragraph={false} />
                ) : (
                  <Statistic title={label} value={stats[key]} />
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
