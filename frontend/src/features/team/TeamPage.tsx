import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Form, Input, Popconfirm, Radio, Select, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useAppSelector } from '../../shared/store/hooks';
import { apiErrorCode, apiErrorMessage, apiFieldErrors } from '../../shared/apiError';
import { formatDate } from '../../shared/format';
import { LoadFailure } from '../../shared/LoadFailure';
import { PageHeading } from '../../shared/PageHeading';
import {
  APPROVAL_RULE_LABELS,
  APPROVAL_RULES,
  MEMBER_ROLE_HINTS,
  MEMBER_ROLE_LABELS,
  MEMBER_ROLES,
  MEMBER_STATUSES,
  TEAM_TEXTS,
  type ApprovalRule,
  type Member,
  type MemberRole,
} from '../../shared/contracts';
import { useToast } from '../../shared/toast';
import { selectCurrentUser } from '../../shared/session/authSlice';
import {
  useChangeMemberMutation,
  useGetApprovalRuleQuery,
  useInviteMemberMutation,
  useListMembersQuery,
  useRemoveMemberMutation,
  useSetApprovalRuleMutation,
} from './teamApi';
import { teamTexts as t } from './texts';
import { useMembership } from './useMembership';
import '../../shared/styles/team.css';

/** A member that has not set its password yet. */
const INVITED = MEMBER_STATUSES[0];
const inviteFields = ['name', 'email', 'role'] as const;

/** A refusal the page shows in words: the server's message, or the contract's for the known codes. */
function refusal(error: unknown, fallback: string): string {
  const code = apiErrorCode(error) as string | null;
  if (code === 'LAST_OWNER') return apiErrorMessage(error, TEAM_TEXTS.lastOwner);
  if (code === 'EMAIL_TAKEN') return apiErrorMessage(error, TEAM_TEXTS.emailTaken);
  return apiErrorMessage(error, fallback);
}

const roleOptions = MEMBER_ROLES.map((role) => ({ value: role, label: MEMBER_ROLE_LABELS[role] }));

interface MemberRowProps {
  clientId: string;
  member: Member;
  canManage: boolean;
  isMe: boolean;
  onRefused: (text: string) => void;
}

function MemberRow({ clientId, member, canManage, isMe, onRefused }: MemberRowProps) {
  const toast = useToast();
  const [changeMember, { isLoading: changing }] = useChangeMemberMutation();
  const [removeMember, { isLoading: removing }] = useRemoveMemberMutation();

  const change = async (role: MemberRole) => {
    try {
      await changeMember({ clientId, userId: member.userId, role }).unwrap();
      toast.success(t.roleChanged(member.name, MEMBER_ROLE_LABELS[role]));
    } catch (error) {
      const text = refusal(error, t.roleChangeError);
      onRefused(text);
      toast.error(text);
    }
  };

  const remove = async () => {
    try {
      await removeMember({ clientId, userId: member.userId }).unwrap();
      toast.success(t.removed(member.name));
    } catch (error) {
      const text = refusal(error, t.removeError);
      onRefused(text);
      toast.error(text);
    }
  };

  return (
    <li className="team-member" data-testid="member-row" data-email={member.email}>
      <div className="team-member__who">
        <Typography.Text strong>
          {member.name}
          {isMe ? <span className="team-member__me"> ({t.you})</span> : null}
        </Typography.Text>
        <Typography.Text type="secondary" className="team-member__email">
          {member.email}
        </Typography.Text>
        <span className="team-member__meta">
          {member.status === INVITED ? (
            <Tag color="gold" data-testid="member-invited">
              {t.invited}
            </Tag>
          ) : null}
          {/* Invited: since when it waits; a member (a founding owner too): since when it is one. */}
          <Typography.Text type="secondary" data-testid="member-since">
            {member.status === INVITED || !member.joinedAt
              ? t.invitedOn(formatDate(member.invitedAt))
              : t.memberSince(formatDate(member.joinedAt))}
          </Typography.Text>
        </span>
      </div>
      <div className="team-member__actions">
        {canManage ? (
          <>
            <Select<MemberRole>
              aria-label={t.roleOf(member.name)}
              value={member.role}
              options={roleOptions}
              onChange={(role) => void change(role)}
              loading={changing}
              disabled={changing || removing}
              className="team-member__role"
              data-testid="member-role"
            />
            <Popconfirm
              title={t.removeTitle(member.name)}
              description={t.removeText}
              okText={t.remove}
              okButtonProps={{ danger: true }}
              cancelText={t.cancel}
              onConfirm={remove}
            >
              <Button
                danger
                icon={<DeleteOutlined />}
                aria-label={t.removeMember(member.name)}
                loading={removing}
                disabled={changing}
              />
            </Popconfirm>
          </>
        ) : (
          <Tag data-testid="member-role">{MEMBER_ROLE_LABELS[member.role]}</Tag>
        )}
      </div>
    </li>
  );
}

interface InviteValues {
  name: string;
  email: string;
  role: MemberRole;
}

interface InviteCardProps {
  clientId: string;
}

/** Name, e-mail and role of a new member; the entries stay after a refusal, its reason at its field. */
function InviteCard({ clientId }: InviteCardProps) {
  const toast = useToast();
  const [form] = Form.useForm<InviteValues>();
  const [invite, { isLoading }] = useInviteMemberMutation();

  const submit = async (values: InviteValues) => {
    try {
      const member = await invite({
        clientId,
        name: values.name.trim(),
        email: values.email.trim(),
        role: values.role,
      }).unwrap();
      form.resetFields();
      toast.success(t.invitedToast(member.name));
    } catch (error) {
      const fields = apiFieldErrors(error).filter((entry) => (inviteFields as readonly string[]).includes(entry.field));
      const code = apiErrorCode(error) as string | null;
      if (code === 'EMAIL_TAKEN') fields.push({ field: 'email', message: refusal(error, TEAM_TEXTS.emailTaken) });
      form.setFields(
        fields.map((entry) => ({ name: entry.field as (typeof inviteFields)[number], errors: [entry.message] })),
      );
      toast.error(refusal(error, t.inviteError));
    }
  };

  return (
    <Card title={t.inviteTitle} className="team-card" data-testid="invite-card">
      <Typography.Paragraph type="secondary">{t.inviteText}</Typography.Paragraph>
      <Form<InviteValues>
        form={form}
        name="invite"
        layout="vertical"
        requiredMark={false}
        initialValues={{ role: 'approver' }}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label={t.nameLabel}
          rules={[{ required: true, whitespace: true, message: TEAM_TEXTS.nameRequired }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t.emailLabel}
          rules={[{ required: true, type: 'email', whitespace: true, message: TEAM_TEXTS.emailInvalid }]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t.roleLabel} rules={[{ required: true, message: TEAM_TEXTS.roleInvalid }]}>
          <Radio.Group className="team-radios">
            {MEMBER_ROLES.map((role) => (
              <Radio key={role} value={role}>
                <span className="team-radios__label">{MEMBER_ROLE_LABELS[role]}</span>
                <Typography.Text type="secondary" className="team-radios__hint">
                  {MEMBER_ROLE_HINTS[role]}
                </Typography.Text>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<UserAddOutlined />} loading={isLoading}>
          {t.inviteButton}
        </Button>
      </Form>
    </Card>
  );
}

interface RuleCardProps {
  clientId: string;
  canManage: boolean;
}

type MembersProps = RuleCardProps;

/** «Eine Freigabe genügt» or «Alle Freigabe-Personen»: owners save it, the others read it. */
function RuleCard({ clientId, canManage }: RuleCardProps) {
  const toast = useToast();
  const { data, isLoading, isError, refetch } = useGetApprovalRuleQuery(clientId);
  const [saveRule, { isLoading: saving }] = useSetApprovalRuleMutation();
  const [chosen, setChosen] = useState<ApprovalRule | null>(null);
  const rule = chosen ?? data?.rule;

  const save = async () => {
    if (!rule) return;
    try {
      await saveRule({ clientId, rule }).unwrap();
      setChosen(null);
      toast.success(t.ruleSaved);
    } catch (error) {
      toast.error(refusal(error, t.ruleError));
    }
  };

  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (isError) body = <LoadFailure text={t.ruleLoadError} onRetry={() => void refetch()} />;
  else
    body = (
      <>
        <Radio.Group
          value={rule}
          onChange={(event) => setChosen(event.target.value as ApprovalRule)}
          disabled={!canManage || saving}
          aria-label={t.ruleTitle}
          className="team-radios"
          data-testid="approval-rule"
          options={APPROVAL_RULES.map((value) => ({ value, label: APPROVAL_RULE_LABELS[value] }))}
        />
        {canManage ? (
          <div className="team-card__actions">
            <Button
              type="primary"
              onClick={() => void save()}
              loading={saving}
              disabled={!chosen || chosen === data?.rule}
            >
              {t.ruleSave}
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <Card title={t.ruleTitle} className="team-card" data-testid="rule-card">
      <Typography.Paragraph type="secondary">{t.ruleText}</Typography.Paragraph>
      {body}
    </Card>
  );
}

function Members({ clientId, canManage }: MembersProps) {
  const me = useAppSelector(selectCurrentUser);
  const { data: members, isLoading, isError, isFetching, refetch } = useListMembersQuery(clientId);
  const [refused, setRefused] = useState<string | null>(null);

  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 4 }} data-testid="members-loading" />;
  else if (isError)
    body = <LoadFailure text={t.membersLoadError} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (!members?.length)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noMembers} data-testid="members-empty" />;
  else
    body = (
      <ul className="team-members" data-testid="team-members">
        {members.map((member) => (
          <MemberRow
            key={member.userId}
            clientId={clientId}
            member={member}
            canManage={canManage}
            isMe={member.userId === me?.id}
            onRefused={setRefused}
          />
        ))}
      </ul>
    );

  return (
    <Card title={t.membersTitle} className="team-card">
      {refused ? (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setRefused(null)}
          title={refused}
          className="team-card__alert"
          data-testid="team-error"
          role="alert"
        />
      ) : null}
      {canManage ? null : (
        <Typography.Paragraph type="secondary" data-testid="team-read-only">
          {t.readOnlyHint}
        </Typography.Paragraph>
      )}
      {body}
    </Card>
  );
}

/** /client/team: the company's members and the approval rule; owners invite, change roles and remove. */
export function TeamPage() {
  const { clientId, rights, loading } = useMembership();
  let content = null;
  if (loading) content = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (clientId)
    content = (
      <div className="team-layout">
        <div className="team-layout__main">
          <Members clientId={clientId} canManage={rights.manage} />
        </div>
        <div className="team-layout__side">
          {rights.manage ? <InviteCard clientId={clientId} /> : null}
          <RuleCard clientId={clientId} canManage={rights.manage} />
        </div>
      </div>
    );
  return (
    <section aria-labelledby="page-title" className="team-page">
      <PageHeading title={t.title} subtitle={t.subtitle} />
      {content}
    </section>
  );
}
