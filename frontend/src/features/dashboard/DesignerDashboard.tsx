import { RightOutlined } from '@ant-design/icons';
import { Card, Empty, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { statusesWhere, type DesignerDashboardStats } from '../../shared/contracts';
import { formatDate } from '../../shared/format';
import { PageHeading } from '../../shared/PageHeading';
import { useToast } from '../../shared/toast';
import { LoadFailure } from '../../shared/LoadFailure';
import { ProjectStatusTag } from '../projects/components/ProjectStatusTag';
import { useLoadErrorToast } from '../projects/errors';
import { LIVE, useListProjectsQuery } from '../projects/projectsApi';
import { contentTypeLabel } from '../projects/status';
import { projectTexts } from '../projects/texts';
import { useGetDesignerDashboardQuery } from './dashboardApi';
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

/** The orders still open for the designer: assigned and not completed, newest first. */
const OPEN_STATUSES = statusesWhere((meaning) => meaning.hasDesigner && !meaning.final);
const OPEN_ORDERS_SHOWN = 5;

function OpenOrdersCard() {
  const { data, isLoading, isError, refetch } = useListProjectsQuery(
    { status: OPEN_STATUSES, page: 1, pageSize: OPEN_ORDERS_SHOWN },
    LIVE,
  );
  useLoadErrorToast(isError, projectTexts.loadProjectsError);

  let body;
  if (isError) {
    body = <LoadFailure text={projectTexts.unavailable} onRetry={refetch} />;
  } else if (isLoading || !data) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (data.items.length === 0) {
    body = <Empty description={t.designerEmpty} data-testid="designer-orders-empty" />;
  } else {
    body = (
      <ul className="dashboard-list" data-testid="designer-orders">
        {data.items.map((project) => (
          <li key={project.id}>
            <Link
              to={`/designer/project/${project.id}`}
              className="dashboard-list__item"
            >
              <span className="dashboard-list__main">
                <Typography.Text strong className="dashboard-list__title">
                  {project.title}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {project.clientName} · {formatDate(project.createdAt)}
                </Typography.Text>
              </span>
              <span className="dashboard-list__tags">
                <Tag>{contentTypeLabel(project.contentType)}</Tag>
                <ProjectStatusTag status={project.status} audience="staff" />
                <RightOutlined aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card
      title={t.designerOrders}
      className="dashboard-card dashboard-card--wide"
      extra={<Link to="/designer/projects">{t.designerAllOrders}</Link>}
    >
      {body}
    </Card>
  );
}

/** The designer's counters of its orders by where they stand, and its newest open orders. */
export function DesignerDashboard() {
  const toast = useToast();
  const { data: stats, isLoading, isError, refetch } = useGetDesignerDashboardQuery(undefined, LIVE);

  useEffect(() => {
    if (isError) toast.error(t.statsError);
  }, [isError, toast]);

  return (
    <div className="dashboard">
      <PageHeading title={t.designerTitle} subtitle={t.designerSubtitle} />
      {isError ? (
        <LoadFailure className="dashboard-alert" text={t.statsUnavailable} onRetry={() => void refetch()} />
      ) : (
        <ul className="dashboard-grid dashboard-grid--counters">
          {counters.map(([key, label]) => (
            <li key={key}>
              <Card className="dashboard-card" data-testid={`designer-${key}`}>
                {isLoading || !stats ? <Skeleton active paragraph={false} /> : <Statistic title={label} value={stats[key]} />}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <OpenOrdersCard />
    </div>
  );
}
