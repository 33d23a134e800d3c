import { CheckOutlined, RightOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AdminPlanRequest, OrderWaitingForDesigner, WaitingDesign } from '../../shared/contracts';
import { formatChf } from '../../shared/format';
import { useToast } from '../../shared/toast';
import { useAssignClientPlanMutation } from '../admin';
import { LoadFailure } from '../../shared/LoadFailure';
import { actionErrorText } from '../projects';
import { contentTypeLabel } from '../../shared/orders/status';
import { useGetAdminDashboardQuery } from './dashboardApi';
import { dashboardTexts as t, waitingSince } from './texts';

interface WaitingListProps<Item> {
  testId: string;
  title: string;
  count: number;
  items: Item[];
  empty: string;
  renderItem: (item: Item) => ReactNode;
}

/** One list of waiting work: its complete count in the title, at most 50 entries (the server's cut). */
function WaitingList<Item extends { id: string }>({
  testId,
  title,
  count,
  items,
  empty,
  renderItem,
}: WaitingListProps<Item>) {
  return (
    <Card
      className="dashboard-card"
      data-testid={testId}
      title={
        <span className="dashboard-card__title">
          {title} <Badge count={count} showZero overflowCount={999} color={count > 0 ? '#0b63ce' : '#bfbfbf'} />
        </span>
      }
    >
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <>
          <ul className="dashboard-list">
            {items.map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </ul>
          {count > items.length ? (
            <Typography.Text type="secondary" className="dashboard-list__more">
              {t.oldestShown(items.length, count)}
            </Typography.Text>
          ) : null}
        </>
      )}
    </Card>
  );
}

interface WaitingDesignItemProps {
  design: WaitingDesign;
}

function WaitingDesignItem({ design }: WaitingDesignItemProps) {
  return (
    <Link to="/admin/review" className="dashboard-list__item">
      <span className="dashboard-list__main">
        <Typography.Text strong className="dashboard-list__title">
          {design.title}
        </Typography.Text>
        <Typography.Text type="secondary">
          {design.client.name}
          {design.designer ? ` · ${t.byDesigner(design.designer.name)}` : null}
        </Typography.Text>
      </span>
      <span className="dashboard-list__tags">
        <Tag>{contentTypeLabel(design.contentType)}</Tag>
        <Typography.Text type="secondary">{waitingSince(design.waitingSeconds)}</Typography.Text>
        <RightOutlined aria-hidden="true" />
      </span>
    </Link>
  );
}

interface OrderWithoutDesignerItemProps {
  order: OrderWaitingForDesigner;
}

function OrderWithoutDesignerItem({ order }: OrderWithoutDesignerItemProps) {
  return (
    <Link to={`/admin/clients/${order.client.id}`} className="dashboard-list__item" title={t.assignDesigner}>
      <span className="dashboard-list__main">
        <Typography.Text strong className="dashboard-list__title">
          {order.title}
        </Typography.Text>
        <Typography.Text type="secondary">{order.client.name}</Typography.Text>
      </span>
      <span className="dashboard-list__tags">
        <Tag>{contentTypeLabel(order.contentType)}</Tag>
        <Typography.Text type="secondary">{waitingSince(order.waitingSeconds)}</Typography.Text>
        <RightOutlined aria-hidden="true" />
      </span>
    </Link>
  );
}

interface PlanRequestItemProps {
  request: AdminPlanRequest;
  waitingSeconds: number;
  assigning: boolean;
  onAssign: (request: AdminPlanRequest) => void;
}

function PlanRequestItem({ request, waitingSeconds, assigning, onAssign }: PlanRequestItemProps) {
  return (
    <div className="dashboard-list__item" data-testid="plan-request">
      <span className="dashboard-list__main">
        <Link to={`/admin/clients/${request.client.id}`}>
          <Typography.Text strong className="dashboard-list__title">
            {request.client.name}
          </Typography.Text>
        </Link>
        <Typography.Text type="secondary">
          {t.requestedPlan(request.plan.name, formatChf(request.plan.price))} · {waitingSince(waitingSeconds)}
        </Typography.Text>
      </span>
      <Button
        size="small"
        type="primary"
        icon={<CheckOutlined />}
        loading={assigning}
        onClick={() => onAssign(request)}
      >
        {t.assignPlan}
      </Button>
    </div>
  );
}

/** Seconds since an ISO time, measured against the time the answer arrived (as the server's own counts are). */
function secondsBetween(from: string, until: number): number {
  return Math.max(0, Math.floor((until - Date.parse(from)) / 1000));
}

/**
 * "Wartende Aufträge" on the admin dashboard: designs waiting for the admin's check (oldest first),
 * orders waiting for a designer, and open plan requests, each granted with one click.
 */
export function WaitingWork() {
  const toast = useToast();
  const { data, isLoading, isError, refetch, fulfilledTimeStamp } = useGetAdminDashboardQuery(undefined, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  });
  const [assignPlan, { isLoading: isAssigning, originalArgs }] = useAssignClientPlanMutation();

  const assign = async (request: AdminPlanRequest) => {
    try {
      await assignPlan({ id: request.client.id, planId: request.plan.id }).unwrap();
      toast.success(t.planAssigned);
    } catch (error) {
      toast.error(actionErrorText(error, t.planAssignError));
    }
  };

  let body;
  if (isError) {
    body = <LoadFailure text={t.waitingError} onRetry={refetch} />;
  } else if (isLoading || !data) {
    body = (
      <Card className="dashboard-card">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  } else {
    const answeredAt = fulfilledTimeStamp ?? 0;
    body = (
      <div className="dashboard-grid dashboard-grid--waiting">
        <WaitingList
          testId="waiting-review"
          title={t.reviewQueueTitle}
          count={data.reviewQueue.count}
          items={data.reviewQueue.items}
          empty={t.reviewQueueEmpty}
          renderItem={(design) => <WaitingDesignItem design={design} />}
        />
        <WaitingList
          testId="waiting-designer"
          title={t.waitingForDesignerTitle}
          count={data.waitingForDesigner.count}
          items={data.waitingForDesigner.items}
          empty={t.waitingForDesignerEmpty}
          renderItem={(order) => <OrderWithoutDesignerItem order={order} />}
        />
        <WaitingList
          testId="waiting-plan-requests"
          title={t.planRequestsTitle}
          count={data.openPlanRequests.count}
          items={data.openPlanRequests.items}
          empty={t.planRequestsEmpty}
          renderItem={(request) => (
            <PlanRequestItem
              request={request}
              waitingSeconds={secondsBetween(request.createdAt, answeredAt)}
              assigning={isAssigning && originalArgs?.id === request.client.id}
              onAssign={assign}
            />
          )}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="waiting-work-title" data-testid="waiting-work">
      <Typography.Title level={3} id="waiting-work-title" className="dashboard-section-title">
        {t.waitingOrders}
      </Typography.Title>
      {body}
    </section>
  );
}
