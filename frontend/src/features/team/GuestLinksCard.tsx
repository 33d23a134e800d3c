import { CopyOutlined, LinkOutlined, StopOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Empty,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { apiErrorMessage, apiFieldErrors } from '../../shared/apiError';
import { formatDate } from '../../shared/format';
import { LoadFailure } from '../../shared/LoadFailure';
import {
  GUEST_LIMITS,
  GUEST_ROLE_LABELS,
  GUEST_ROLES,
  TEAM_TEXTS,
  type CreatedGuestLink,
  type GuestLink,
  type GuestRole,
} from '../../shared/contracts';
import { useToast } from '../../shared/toast';
import { useCreateGuestLinkMutation, useListGuestLinksQuery, useRevokeGuestLinkMutation } from './teamApi';
import { teamTexts as t } from './texts';
import '../../shared/styles/team.css';

interface GuestLinkValues {
  name: string;
  email?: string;
  role: GuestRole;
  expiresInDays: number;
}

const DEFAULT_DAYS = 7;
const linkFields = ['name', 'email', 'role', 'expiresInDays'] as const;
const stateColors: Record<GuestLink['state'], string> = { open: 'green', expired: 'default', revoked: 'red' };

interface OnceUrlProps {
  link: CreatedGuestLink;
}

/** The new link's URL, shown once (only its hash is kept), with a copy button. */
function OnceUrl({ link }: OnceUrlProps) {
  const toast = useToast();
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link.url);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyError);
    }
  };
  return (
    <Alert
      type="success"
      showIcon
      className="team-card__alert"
      data-testid="guest-link-created"
      title={t.guestLinkOnce}
      description={
        <div className="guest-link-url">
          <Input
            readOnly
            value={link.url}
            aria-label={t.guestLinkUrl}
            data-testid="guest-link-url"
            onFocus={(event) => event.target.select()}
          />
          <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="copy-guest-link">
            {t.copyLink}
          </Button>
        </div>
      }
    />
  );
}

interface GuestLinkRowProps {
  projectId: string;
  link: GuestLink;
}

function GuestLinkRow({ projectId, link }: GuestLinkRowProps) {
  const toast = useToast();
  const [revoke, { isLoading }] = useRevokeGuestLinkMutation();
  const onRevoke = async () => {
    try {
      await revoke({ id: projectId, linkId: link.id }).unwrap();
      toast.success(t.revoked);
    } catch (error) {
      toast.error(apiErrorMessage(error, t.revokeError));
    }
  };
  return (
    <li className="guest-links__item" data-testid="guest-link" data-state={link.state}>
      <div className="guest-links__who">
        <Typography.Text strong>
          {link.name} <Tag>{GUEST_ROLE_LABELS[link.role]}</Tag>
          <Tag color={stateColors[link.state]} data-testid="guest-link-state">
            {t.guestLinkStates[link.state]}
          </Tag>
        </Typography.Text>
        <Typography.Text type="secondary">
          {[
            link.email,
            t.validUntil(formatDate(link.expiresAt)),
            link.createdBy ? t.createdBy(link.createdBy.name) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      </div>
      {link.state === 'open' ? (
        <Popconfirm
          title={t.revokeTitle(link.name)}
          description={t.revokeText}
          okText={t.revoke}
          okButtonProps={{ danger: true }}
          cancelText={t.cancel}
          onConfirm={onRevoke}
        >
          <Button danger icon={<StopOutlined />} loading={isLoading} aria-label={t.revokeLink(link.name)}>
            {t.revoke}
          </Button>
        </Popconfirm>
      ) : null}
    </li>
  );
}

export interface GuestLinksCardProps {
  projectId: string;
}

/**
 * An order's guest links: a new one for a person without an account (name, optional e-mail, what it
 * may do, how many days), its URL shown once to copy, and the links with their state, revocable.
 */
export function GuestLinksCard({ projectId }: GuestLinksCardProps) {
  const toast = useToast();
  const [form] = Form.useForm<GuestLinkValues>();
  const { data: links, isLoading, isError, isFetching, refetch } = useListGuestLinksQuery(projectId);
  const [create, { isLoading: creating }] = useCreateGuestLinkMutation();
  const [created, setCreated] = useState<CreatedGuestLink | null>(null);

  const submit = async (values: GuestLinkValues) => {
    try {
      const email = values.email?.trim();
      const link = await create({
        id: projectId,
        name: values.name.trim(),
        email: email ? email : undefined,
        role: values.role,
        expiresInDays: values.expiresInDays,
      }).unwrap();
      setCreated(link);
      form.resetFields();
      toast.success(t.guestLinkCreated);
    } catch (error) {
      const known = apiFieldErrors(error).filter((entry) => (linkFields as readonly string[]).includes(entry.field));
      form.setFields(
        known.map((entry) => ({ name: entry.field as (typeof linkFields)[number], errors: [entry.message] })),
      );
      toast.error(apiErrorMessage(error, t.guestLinkError));
    }
  };

  let list;
  if (isLoading) list = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (isError)
    list = <LoadFailure text={t.guestLinksLoadError} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (!links?.length) list = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noGuestLinks} />;
  else
    list = (
      <ul className="guest-links" data-testid="guest-links">
        {links.map((link) => (
          <GuestLinkRow key={link.id} projectId={projectId} link={link} />
        ))}
      </ul>
    );

  return (
    <Card title={t.guestLinksTitle} className="project-card" data-testid="guest-links-card">
      <Typography.Paragraph type="secondary">{t.guestLinksText}</Typography.Paragraph>
      {created ? <OnceUrl link={created} /> : null}
      <Form<GuestLinkValues>
        form={form}
        name="guest-link"
        layout="vertical"
        requiredMark={false}
        initialValues={{ role: 'comment', expiresInDays: DEFAULT_DAYS }}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label={t.guestName}
          rules={[{ required: true, whitespace: true, message: TEAM_TEXTS.nameRequired }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={t.guestEmail} rules={[{ type: 'email', message: TEAM_TEXTS.emailInvalid }]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t.guestRole} rules={[{ required: true, message: TEAM_TEXTS.guestRoleInvalid }]}>
          <Select<GuestRole> options={GUEST_ROLES.map((role) => ({ value: role, label: GUEST_ROLE_LABELS[role] }))} />
        </Form.Item>
        <Form.Item
          name="expiresInDays"
          label={t.guestExpiry}
          rules={[
            {
              required: true,
              type: 'integer',
              min: GUEST_LIMITS.expiryDays.min,
              max: GUEST_LIMITS.expiryDays.max,
              message: TEAM_TEXTS.expiryInvalid,
            },
          ]}
        >
          <InputNumber
            min={GUEST_LIMITS.expiryDays.min}
            max={GUEST_LIMITS.expiryDays.max}
            precision={0}
            style={{ width: 120 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<LinkOutlined />} loading={creating}>
          {t.createGuestLink}
        </Button>
      </Form>
      {list}
    </Card>
  );
}
