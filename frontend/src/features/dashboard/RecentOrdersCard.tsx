import { EyeOutlined, PlusOutlined, RocketOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '../../shared/format';
import { DueLine } from '../clocks';
import { useMediaQuery } from '../../shared/useMediaQuery';
import { LoadFailure } from '../../shared/LoadFailure';
import { ListSort } from '../projects';
import { Pager } from '../projects';
import { ProjectStatusTag } from '../projects';
import { useLoadErrorToast } from '../projects';
import { LIVE, useListProjectsQuery } from '../projects';
import { contentTypeLabel } from '../../shared/orders/status';
import { projectTexts } from '../projects';
import type { ProjectListItem, ProjectListSort } from '../../shared/orders/types';
import { dashboardTexts as t } from './texts';

/** 10 orders per page (spec 000 section 9). */
const RECENT_ORDERS_PAGE_SIZE = 10;
const MOBILE_QUERY = '(max-width: 767.98px)';

/**
 * "Aktuelle Aufträge" on the client dashboard: a table on desktop, cards below 768px, newest first,
 * with the pager (spec 000 section 2).
 */
export interface RecentOrdersCardProps {
  /** False for a client without a plan: instead of "Ersten Auftrag erstellen" it is sent to the plans. */
  canOrder: boolean;
  /** The company's owners order and choose the plan; its other members only follow the orders. */
  canManage?: boolean;
}

export function RecentOrdersCard({ canOrder, canManage = true }: RecentOrdersCardProps) {
  const navigate = useNavigate();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [page, setPage] = useState(1);
  // The "Fällig" column's sorter: the server's soonest due first, or newest first.
  const [sort, setSort] = useState<ProjectListSort | undefined>();
  const { data, isLoading, isFetching, isError, refetch } = useListProjectsQuery(
    { page, pageSize: RECENT_ORDERS_PAGE_SIZE, sort },
    LIVE,
  );
  const changeSort = (next: ProjectListSort | undefined) => {
    setSort(next);
    setPage(1);
  };
  useLoadErrorToast(isError, projectTexts.loadProjectsError);

  const open = (project: ProjectListItem) => navigate(`/client/project/${project.id}`);
  const viewButton = (project: ProjectListItem) => (
    <Button
      size="small"
      icon={<EyeOutlined />}
      onClick={() => open(project)}
      aria-label={projectTexts.viewProject(project.title)}
    >
      {projectTexts.view}
    </Button>
  );

  const columns: TableColumnsType<ProjectListItem> = [
    {
      key: 'type',
      title: projectTexts.columnType,
      dataIndex: 'contentType',
      width: 100,
      render: (type: string) => <Tag>{contentTypeLabel(type)}</Tag>,
    },
    { key: 'title', title: projectTexts.columnTitle, dataIndex: 'title', ellipsis: true },
    {
      key: 'status',
      title: projectTexts.columnStatus,
      dataIndex: 'status',
      width: 170,
      render: (status: string) => <ProjectStatusTag status={status} />,
    },
    {
      key: 'due',
      title: projectTexts.columnDue,
      dataIndex: 'clock',
      width: 210,
      sorter: true,
      sortDirections: ['ascend'],
      sortOrder: sort === 'due' ? 'ascend' : null,
      render: (clock: ProjectListItem['clock']) => <DueLine clock={clock} />,
    },
    {
      key: 'date',
      title: projectTexts.columnDate,
      dataIndex: 'createdAt',
      width: 110,
      render: (createdAt: string) => formatDate(createdAt),
    },
    {
      key: 'action',
      title: <span className="visually-hidden">{projectTexts.columnAction}</span>,
      width: 120,
      align: 'right',
      render: (_: unknown, project: ProjectListItem) => viewButton(project),
    },
  ];

  let body;
  if (isError) {
    body = <LoadFailure text={projectTexts.unavailable} onRetry={refetch} />;
  } else if (!isLoading && data && data.total === 0) {
    body = (
      <Empty description={t.noOrders} data-testid="orders-empty">
        {!canManage ? null : canOrder ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/client/new-project')}>
            {t.firstOrder}
          </Button>
        ) : (
          <div data-testid="orders-no-plan">
            <Typography.Paragraph type="secondary">{t.noPlanForOrders}</Typography.Paragraph>
            <Button icon={<RocketOutlined />} onClick={() => navigate('/client/subscription')}>
              {t.choosePlan}
            </Button>
          </div>
        )}
      </Empty>
    );
  } else if (isMobile) {
    body = (
      <>
        <ListSort value={sort} onChange={changeSort} />
        <ul className="order-cards" aria-busy={isLoading || isFetching} data-testid="recent-orders">
          {(data?.items ?? []).map((project) => (
            <li key={project.id} className="order-card" data-testid="recent-order">
              <div className="order-card__tags">
                <Tag>{contentTypeLabel(project.contentType)}</Tag>
                <ProjectStatusTag status={project.status} />
              </div>
              <Typography.Text strong className="order-card__title">
                {project.title}
              </Typography.Text>
              <DueLine clock={project.clock} className="due-line--block" />
              <div className="order-card__footer">
                <Typography.Text type="secondary">{formatDate(project.createdAt)}</Typography.Text>
                {viewButton(project)}
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  } else {
    body = (
      <div data-testid="recent-orders">
        <Table<ProjectListItem>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isLoading || isFetching}
          pagination={false}
          scroll={{ x: 770 }}
          onChange={(_pagination, _filters, sorter) => {
            const order = Array.isArray(sorter) ? sorter[0]?.order : sorter.order;
            changeSort(order === 'ascend' ? 'due' : undefined);
          }}
        />
      </div>
    );
  }

  return (
    <Card title={t.currentOrders} className="dashboard-card">
      {body}
      {data && !isError ? (
        <Pager page={page} total={data.total} pageSize={RECENT_ORDERS_PAGE_SIZE} onChange={setPage} />
      ) : null}
    </Card>
  );
}
