import { Link } from 'react-router-dom';
import { statusesWhere, type DesignerDashboardStats } from '../../shared/contracts';
import { LIVE } from '../projects';
import { useGetDesignerDashboardQuery } from './dashboardApi';
import { DueOrdersCard } from './DueOrdersCard';
import { StatCard, StatsDashboard } from './StatsDashboard';
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
  const { data: stats, isLoading, isError, refetch } = useGetDesignerDashboardQuery(undefined, LIVE);

  return (
    <StatsDashboard
      title={t.designerTitle}
      subtitle={t.designerSubtitle}
      dueOrders={
        <DueOrdersCard
          title={t.designerOrders}
          statuses={OPEN_STATUSES}
          linkTo={(project) => `/designer/project/${project.id}`}
          extra={<Link to="/designer/projects?sort=due">{t.designerAllOrders}</Link>}
          empty={t.designerEmpty}
          testId="designer-orders"
        />
      }
      statsFailed={isError}
      onRetryStats={() => void refetch()}
      stats={
        <ul className="dashboard-grid dashboard-grid--counters">
          {counters.map(([key, label]) => (
            <li key={key}>
              <StatCard
                testId={`designer-${key}`}
                loading={isLoading || !stats}
                skeletonParagraph={false}
                title={label}
                value={stats?.[key]}
              />
            </li>
          ))}
        </ul>
      }
    />
  );
}
