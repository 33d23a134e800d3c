import { RightOutlined } from '@ant-design/icons';
import { Card, Empty, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ProjectStatus } from '../../shared/contracts';
import { formatDate } from '../../shared/format';
import { LoadFailure } from '../../shared/LoadFailure';
import { DueLine } from '../clocks';
import { ProjectStatusTag } from '../projects';
import { useLoadErrorToast } from '../projects';
import { LIVE, useListProjectsQuery } from '../projects';
import { contentTypeLabel } from '../../shared/orders/status';
import { projectTexts } from '../projects';
import type { ProjectListItem } from '../../shared/orders/types';

const ORDERS_SHOWN = 5;

export interface DueOrdersCardProps {
  title: string;
  /** The open orders' statuses. */
  statuses: readonly ProjectStatus[];
  linkTo: (project: ProjectListItem) => string;
  /** The card's links to the whole lists. */
  extra: ReactNode;
  empty: string;
  testId: string;
}

/**
 * A dashboard's first card: the caller's open orders, the soonest due first (the server's
 * `?sort=due`), each with its due day and state.
 */
export function DueOrdersCard({ title, statuses, linkTo, extra, empty, testId }: DueOrdersCardProps) {
  const { data, isLoading, isError, refetch } = useListProjectsQuery(
    { status: statuses, page: 1, pageSize: ORDERS_SHOWN, sort: 'due' },
    LIVE,
  );
  useLoadErrorToast(isError, projectTexts.loadProjectsError);

  let body;
  if (isError) {
    body = <LoadFailure text={projectTexts.unavailable} onRetry={refetch} />;
  } else if (isLoading || !data) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (data.items.length === 0) {
    body = <Empty description={empty} data-testid={`${testId}-empty`} />;
  } else {
    body = (
      <ul className="dashboard-list" data-testid={testId}>
        {data.items.map((project) => (
          <li key={project.id}>
            <Link to={linkTo(project)} className="dashboard-list__item">
              <span className="dashboard-list__main">
                <Typography.Text strong className="dashboard-list__title">
                  {project.title}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {project.clientName} · {formatDate(project.createdAt)}
                </Typography.Text>
                <DueLine clock={project.clock} />
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
    <Card title={title} className="dashboard-card dashboard-card--wide" extra={extra}>
      {body}
    </Card>
  );
}
