import { Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { MEMBER_ROLE_LABELS, MEMBER_STATUSES, type AdminClientMember } from '../../shared/contracts';
import { adminTexts as t } from './texts';
import '../../shared/styles/divided-list.css';

interface ClientMembersCardProps {
  /** The company's people from the client's detail; undefined while it loads. */
  members: AdminClientMember[] | undefined;
}

const INVITED = MEMBER_STATUSES[0];

/** The client detail's people of the company, each with its role there (the team screens' names) and whether it joined. */
export function ClientMembersCard({ members }: ClientMembersCardProps) {
  let body;
  if (!members) {
    body = (
      <div aria-busy="true" aria-label={t.membersLoading} data-testid="client-members-loading">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  } else if (!members.length)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noMembers} data-testid="client-members-empty" />;
  else {
    body = (
      <ul className="divided-list" aria-label={t.membersSection}>
        {members.map((member) => (
          <li key={member.userId} className="divided-list__row" data-testid="client-member">
            <span className="client-members__who">
              <Typography.Text strong>{member.name}</Typography.Text>
              <Typography.Text type="secondary">{member.email}</Typography.Text>
            </span>
            <span className="client-members__tags">
              <Tag data-testid="client-member-role">{MEMBER_ROLE_LABELS[member.role]}</Tag>
              <Tag color={member.status === INVITED ? 'gold' : 'green'} data-testid="client-member-status">
                {member.status === INVITED ? t.memberInvited : t.memberActive}
              </Tag>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card title={t.membersSection}>
      <Typography.Paragraph type="secondary">{t.membersHint}</Typography.Paragraph>
      {body}
    </Card>
  );
}
