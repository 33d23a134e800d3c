import { LoadFailure } from '../../shared/LoadFailure';
import {
  BarChartOutlined,
  CalendarOutlined,
  DeleteOutlined,
  ExportOutlined,
  EyeOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Popconfirm, Row, Select, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch } from '../../shared/store/hooks';
import { apiErrorMessage, apiErrorStatus } from '../../shared/apiError';
import type { AdminClientDetail } from '../../shared/contracts';
import { formatChf, formatDate } from '../../shared/format';
import { PageHeading } from '../../shared/PageHeading';
import { toFormValues } from '../branding';
import { BrandingForm } from '../branding';
import '../../shared/styles/branding.css';
import { useToast } from '../../shared/toast';
import { viewAsClientChanged } from '../../shared/session/authSlice';
import { subscriptionSourceLabels } from '../billing';
import { SubscriptionStatusTag } from '../billing';
import { useGetPlansQuery } from '../plans';
import {
  useAssignClientDesignerMutation,
  useAssignClientPlanMutation,
  useDeleteAdminClientMutation,
  useGetAdminClientQuery,
  useGetAdminUsersQuery,
  useSetAdminClientStatusMutation,
  useUpdateAdminClientMutation,
} from './adminApi';
import { accountStatusMeanings } from './accountStatus';
import { AccountStatusTag } from './AccountStatusTag';
import { ClientMembersCard } from './ClientMembersCard';
import { adminTexts as t } from './texts';
import './admin.css';

interface ClientDataValues {
  name: string;
  email: string;
}

interface ClientDataCardProps {
  client: AdminClientDetail;
}

interface BrandCardProps {
  client: AdminClientDetail;
}

interface DesignerCardProps {
  client: AdminClientDetail;
}

interface PlanCardProps {
  client: AdminClientDetail;
}

interface LockedHintProps {
  /** The reason the wrapped control is disabled; without one the control shows as it is. */
  hint: string | undefined;
  children: ReactNode;
}

interface SubscriptionFactsProps {
  subscription: NonNullable<AdminClientDetail['subscription']>;
}

function ClientDataCard({ client }: ClientDataCardProps) {
  const toast = useToast();
  const [update, { isLoading }] = useUpdateAdminClientMutation();
  const submit = async (values: ClientDataValues) => {
    try {
      await update({
        id: client.id,
        body: { name: values.name.trim(), email: values.email.trim() },
      }).unwrap();
      toast.success(t.clientSaved);
    } catch (error) {
      toast.error(apiErrorMessage(error, t.clientUpdateError));
    }
  };
  const required = { required: true, whitespace: true, message: t.allFieldsRequired };
  return (
    <Card title={t.clientDataSection}>
      <Form<ClientDataValues>
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: client.name, email: client.email }}
        onFinish={submit}
      >
        <Form.Item name="name" label={t.nameLabel} rules={[required]}>
          <Input />
        </Form.Item>
        <Form.Item name="email" label={t.emailLabel} rules={[required]}>
          <Input type="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t.save}
        </Button>
      </Form>
    </Card>
  );
}

/**
 * The client's brand, the one record its Branding-System shows: the same form, filled from the
 * brand the client page has loaded (no record yet: the defaults; the first save creates it).
 */
function BrandCard({ client }: BrandCardProps) {
  return (
    <Card title={t.brandSection} data-testid="admin-client-brand">
      <Typography.Paragraph type="secondary">{t.brandSectionHint}</Typography.Paragraph>
      <BrandingForm clientId={client.id} initialValues={toFormValues(client.branding)} />
    </Card>
  );
}

function DesignerCard({ client }: DesignerCardProps) {
  const toast = useToast();
  const { data: users, isLoading } = useGetAdminUsersQuery();
  const [assign, { isLoading: saving }] = useAssignClientDesignerMutation();
  const designers = (users ?? []).filter((user) => user.role === 'designer');
  const change = async (designerId: string | undefined) => {
    try {
      await assign({ id: client.id, designerId: designerId ?? null }).unwrap();
      toast.success(t.designerAssigned);
    } catch (error) {
      toast.error(apiErrorMessage(error, t.designerError));
    }
  };
  return (
    <Card title={t.designerSection}>
      <Select
        aria-label={t.designerLabel}
        className="client-select"
        placeholder={t.noDesigner}
        allowClear
        loading={isLoading || saving}
        value={client.designer?.id}
        options={designers.map((designer) => ({ value: designer.id, label: designer.name }))}
        onChange={change}
      />
    </Card>
  );
}

/** A tooltip for a disabled control: a disabled button gets no mouse events, so its wrapper takes them. */
function LockedHint({ hint, children }: LockedHintProps) {
  if (!hint) return children;
  return (
    <Tooltip title={hint}>
      <span className="locked-hint">{children}</span>
    </Tooltip>
  );
}

/** Who runs the subscription (the admin or Stripe), its status, its period, and the way to Stripe. */
function SubscriptionFacts({ subscription }: SubscriptionFactsProps) {
  const stripe = subscription.source === 'stripe';
  return (
    <Space wrap size={[8, 4]} data-testid="client-subscription">
      <Tag
        color={stripe ? 'purple' : 'default'}
        aria-label={`${t.subscriptionSourceAria}: ${subscriptionSourceLabels[subscription.source]}`}
      >
        {subscriptionSourceLabels[subscription.source]}
      </Tag>
      <SubscriptionStatusTag status={subscription.status} />
      <Typography.Text type="secondary">
        {t.subscriptionPeriod(formatDate(subscription.currentPeriodStart), formatDate(subscription.currentPeriodEnd))}
      </Typography.Text>
      {stripe && subscription.stripeDashboardUrl ? (
        <Typography.Link href={subscription.stripeDashboardUrl} target="_blank" rel="noopener noreferrer">
          <ExportOutlined aria-hidden="true" /> {t.openInStripe}
        </Typography.Link>
      ) : null}
    </Space>
  );
}

function PlanCard({ client }: PlanCardProps) {
  const toast = useToast();
  const { data: plans } = useGetPlansQuery();
  const [assign, { isLoading }] = useAssignClientPlanMutation();
  const [planId, setPlanId] = useState<string | undefined>(client.planRequests[0]?.plan.id ?? client.plan?.id);
  // Stripe's subscriptions change in Stripe; the server refuses an assignment (409 STRIPE_MANAGED).
  const stripeManaged = client.subscription?.source === 'stripe';
  const lockedHint = stripeManaged ? t.stripeManaged : undefined;
  const save = async (next: string | null) => {
    try {
      await assign({ id: client.id, planId: next }).unwrap();
      toast.success(next ? t.planAssigned : t.planRemoved);
    } catch (error) {
      toast.error(apiErrorMessage(error, next ? t.planError : t.planRemoveError));
    }
  };
  return (
    <Card title={t.planSection}>
      <Space orientation="vertical" className="client-select">
        <Typography.Text>
          {client.plan && client.subscription
            ? t.currentPlan(
                `${client.plan.name} · ${formatChf(client.plan.price)} ${t.perMonth}`,
                formatDate(client.subscription.currentPeriodEnd),
              )
            : t.free}
        </Typography.Text>
        {client.subscription ? <SubscriptionFacts subscription={client.subscription} /> : null}
        {client.planRequests.map((request) => (
          <Tag key={request.id} color="processing">
            {t.requestedPlan(request.plan.name)}
          </Tag>
        ))}
        <Select
          aria-label={t.planLabel}
          className="client-select"
          placeholder={t.planLabel}
          value={planId}
          onChange={setPlanId}
          disabled={stripeManaged}
          options={(plans ?? []).map((plan) => ({ value: plan.id, label: `${plan.name} · ${formatChf(plan.price)}` }))}
        />
        <Space wrap>
          <LockedHint hint={lockedHint}>
            <Button
              type="primary"
              disabled={!planId || stripeManaged}
              loading={isLoading}
              onClick={() => planId && save(planId)}
            >
              {t.assignPlan}
            </Button>
          </LockedHint>
          {client.plan ? (
            <LockedHint hint={lockedHint}>
              <Button onClick={() => save(null)} disabled={isLoading || stripeManaged}>
                {t.removePlan}
              </Button>
            </LockedHint>
          ) : null}
        </Space>
      </Space>
    </Card>
  );
}

/** /admin/clients/{id}: the account, status, the company's people, designer, plan and view-as-client (spec 001 §2). */
export function AdminClientPage() {
  const { id = '' } = useParams();
  const toast = useToast();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data: client, isLoading, error, refetch, isFetching } = useGetAdminClientQuery(id);
  const [setStatus, { isLoading: switching }] = useSetAdminClientStatusMutation();
  const [deleteClient, { isLoading: deleting }] = useDeleteAdminClientMutation();

  if (isLoading) {
    return (
      <>
        <PageHeading title={t.clientTitle} />
        <Spin />
      </>
    );
  }
  if (error || !client) {
    const notFound = apiErrorStatus(error) === 404;
    return (
      <>
        <PageHeading title={t.clientTitle} />
        <LoadFailure
          text={notFound ? t.clientNotFound : t.clientLoadError}
          onRetry={notFound ? undefined : () => void refetch()}
          retrying={isFetching}
        />
      </>
    );
  }

  const active = accountStatusMeanings[client.status].signsIn;
  const toggle = async () => {
    try {
      await setStatus({ id: client.id, status: accountStatusMeanings[client.status].switchedTo }).unwrap();
      toast.success(active ? t.clientDeactivated : t.clientActivated);
    } catch (failure) {
      toast.error(apiErrorMessage(failure, t.statusError));
    }
  };
  const remove = async () => {
    try {
      await deleteClient(client.id).unwrap();
      toast.success(t.clientDeleted);
      navigate('/admin/clients');
    } catch (failure) {
      toast.error(apiErrorMessage(failure, t.clientDeleteError));
    }
  };
  const viewAsClient = () => {
    dispatch(viewAsClientChanged(client.id));
    toast.success(t.viewingAsClient);
    navigate('/dashboard');
  };

  return (
    <>
      <PageHeading
        title={t.clientTitle}
        subtitle={
          <>
            <strong>{client.brandName || client.name}</strong> · {client.email}{' '}
            <AccountStatusTag status={client.status} />
          </>
        }
        extra={
          <Space wrap>
            <Button icon={<EyeOutlined />} onClick={viewAsClient}>
              {t.viewAsClient}
            </Button>
            <Button
              icon={<CalendarOutlined />}
              onClick={() => navigate(`/admin/clients/${encodeURIComponent(client.id)}/calendar`)}
            >
              {t.calendar}
            </Button>
            <Button
              icon={<ShareAltOutlined aria-hidden="true" />}
              onClick={() => navigate(`/admin/clients/${encodeURIComponent(client.id)}/social-media`)}
            >
              {t.socialMedia}
            </Button>
            <Button
              icon={<BarChartOutlined aria-hidden="true" />}
              onClick={() => navigate(`/admin/clients/${encodeURIComponent(client.id)}/analytics`)}
            >
              {t.analytics}
            </Button>
            {/* Deactivating signs the client out and locks it out: asked first. Activating is not. */}
            <Popconfirm
              title={t.deactivateClientTitle(client.name)}
              description={t.deactivateClientText}
              okText={t.deactivate}
              cancelText={t.cancel}
              okButtonProps={{ danger: true }}
              onConfirm={toggle}
              disabled={!active}
            >
              {/* Keyed by the action it offers: once the status flips, it is another button, so antd's
                  leaving loading icon (whose leave motion can stall after a quick request and keeps
                  "loading" in the button's accessible name) goes with the old one. */}
              <Button
                key={active ? 'deactivate' : 'activate'}
                onClick={active ? undefined : toggle}
                loading={switching}
              >
                {active ? t.deactivate : t.activate}
              </Button>
            </Popconfirm>
            <Popconfirm
              title={t.deleteClientTitle}
              description={t.deleteClientText}
              okText={t.delete}
              cancelText={t.cancel}
              okButtonProps={{ danger: true }}
              onConfirm={remove}
            >
              <Button danger icon={<DeleteOutlined />} loading={deleting}>
                {t.deleteClient}
              </Button>
            </Popconfirm>
          </Space>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Space orientation="vertical" size={16} className="client-select">
            <ClientDataCard key={client.id} client={client} />
            <ClientMembersCard members={client.members} />
          </Space>
        </Col>
        <Col xs={24} lg={12}>
          <Space orientation="vertical" size={16} className="client-select">
            <DesignerCard client={client} />
            <PlanCard key={client.id} client={client} />
          </Space>
        </Col>
        <Col xs={24}>
          <BrandCard key={client.id} client={client} />
        </Col>
      </Row>
    </>
  );
}
