import { LoadFailure } from '../../shared/LoadFailure';
import { DeleteOutlined, EditOutlined, PlusOutlined, RollbackOutlined, StopOutlined } from '@ant-design/icons';
import {
  Button,
  Empty,
  Popconfirm,
  Skeleton,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useMemo, useState } from 'react';
import { apiErrorMessage } from '../../shared/apiError';
import type { AdminPlan } from '../../shared/contracts';
import { formatChf } from '../../shared/format';
import { PageHeading } from '../../shared/PageHeading';
import { VisuallyHidden } from '../../shared/VisuallyHidden';
import { TURNAROUND_STAGE_KEYS } from '../clocks';
import { useToast } from '../../shared/toast';
import { useDeleteAdminPlanMutation, useGetAdminPlansQuery, useUpdateAdminPlanMutation } from './adminApi';
import { PlanDialog } from './PlanDialog';
import { adminTexts as t } from './texts';
import './admin.css';

/** Which dialog is open: `plan: null` creates a plan. */
interface OpenDialog {
  plan: AdminPlan | null;
}

/**
 * /admin/plans: every plan, retired ones too, cheapest first, with its subscriptions and open
 * requests. A plan someone has or asks for can only be taken off sale, not deleted.
 */
export function AdminPlansPage() {
  const toast = useToast();
  const { data: plans, isLoading, isError, isFetching, refetch } = useGetAdminPlansQuery();
  const [updatePlan, { isLoading: retiring, originalArgs: retireArgs }] = useUpdateAdminPlanMutation();
  const [deletePlan] = useDeleteAdminPlanMutation();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  const sorted = useMemo(
    () => [...(plans ?? [])].sort((a, b) => a.price - b.price || a.name.localeCompare(b.name, 'de-CH')),
    [plans],
  );

  const setRetired = async (plan: AdminPlan, retired: boolean) => {
    try {
      await updatePlan({ id: plan.id, body: { retired } }).unwrap();
      toast.success(retired ? t.planRetired : t.planUnretired);
    } catch (error) {
      toast.error(apiErrorMessage(error, t.planUpdateError));
    }
  };

  const remove = async (plan: AdminPlan) => {
    try {
      await deletePlan(plan.id).unwrap();
      toast.success(t.planDeleted);
    } catch (error) {
      // 409 PLAN_IN_USE when someone took the plan meanwhile: the server says to retire it.
      toast.error(apiErrorMessage(error, t.planDeleteError));
    }
  };

  const columns: TableColumnsType<AdminPlan> = [
    {
      title: t.colPlan,
      key: 'name',
      render: (_, plan) => (
        <span className="plan-name">
          <Typography.Text strong type={plan.retired ? 'secondary' : undefined}>
            {plan.name}
          </Typography.Text>
          {plan.isRecommended ? <Tag color="gold">{t.recommended}</Tag> : null}
          {plan.retired ? <Tag>{t.retiredTag}</Tag> : null}
        </span>
      ),
    },
    { title: t.colPrice, key: 'price', align: 'right', render: (_, plan) => formatChf(plan.price) },
    { title: t.colPosts, dataIndex: 'postLimit', key: 'postLimit', align: 'right', responsive: ['md'] },
    { title: t.colCarousels, dataIndex: 'carouselLimit', key: 'carouselLimit', align: 'right', responsive: ['md'] },
    { title: t.colReels, dataIndex: 'reelLimit', key: 'reelLimit', align: 'right', responsive: ['md'] },
    {
      title: t.colSubscriptions,
      dataIndex: 'activeSubscriptions',
      key: 'subscriptions',
      align: 'right',
      responsive: ['sm'],
    },
    { title: t.colRequests, dataIndex: 'openRequests', key: 'requests', align: 'right', responsive: ['lg'] },
    {
      title: t.colTurnaround,
      key: 'turnaround',
      align: 'right',
      responsive: ['md'],
      render: (_, plan) => {
        const values = TURNAROUND_STAGE_KEYS.map((stage) => plan.turnaround[stage]).join(' / ');
        return (
          <span data-testid="plan-turnaround-cell">
            <span aria-hidden="true" title={t.turnaroundSummary(values)}>
              {values}
            </span>
            <VisuallyHidden>{t.turnaroundSummary(values)}</VisuallyHidden>
          </span>
        );
      },
    },
    {
      title: t.colActions,
      key: 'actions',
      render: (_, plan) => (
        <Space wrap>
          <Button icon={<EditOutlined />} aria-label={t.editPlanAria(plan.name)} onClick={() => setDialog({ plan })} />
          <Button
            icon={plan.retired ? <RollbackOutlined /> : <StopOutlined />}
            loading={retiring && retireArgs?.id === plan.id}
            onClick={() => setRetired(plan, !plan.retired)}
          >
            {plan.retired ? t.unretire : t.retire}
          </Button>
          {plan.inUse ? (
            <Tooltip title={t.deletePlanInUse}>
              <Button danger disabled icon={<DeleteOutlined />} aria-label={t.deletePlanAria(plan.name)} />
            </Tooltip>
          ) : (
            <Popconfirm
              title={t.deletePlanTitle}
              description={t.deletePlanText(plan.name)}
              okText={t.delete}
              cancelText={t.cancel}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(plan)}
            >
              <Button danger icon={<DeleteOutlined />} aria-label={t.deletePlanAria(plan.name)} />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  let body;
  if (isError) {
    body = <LoadFailure text={t.plansLoadError} onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (isLoading) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else {
    body = (
      <Table<AdminPlan>
        rowKey="id"
        columns={columns}
        dataSource={sorted}
        pagination={false}
        locale={{ emptyText: <Empty description={t.noPlans} /> }}
      />
    );
  }

  return (
    <>
      <PageHeading
        title={t.plansTitle}
        subtitle={t.plansSubtitle}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ plan: null })}>
            {t.createPlan}
          </Button>
        }
      />
      {body}
      {dialog ? (
        <PlanDialog key={dialog.plan?.id ?? 'create'} plan={dialog.plan} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
