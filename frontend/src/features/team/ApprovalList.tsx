import { CheckCircleFilled } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { formatDate } from '../../shared/format';
import { guestName, type ProjectDetail } from '../../shared/contracts';

type Approval = ProjectDetail['approvals'][number];
import { teamTexts as t } from './texts';

export interface ApprovalListProps {
  approvals: readonly Approval[];
}

/** Who approved which version: "Freigegeben von Anna Muster", a guest as "Name (Gast)". */
export function ApprovalList({ approvals }: ApprovalListProps) {
  if (!approvals.length) return null;
  return (
    <Card title={t.approvalsTitle} className="project-card" data-testid="approvals">
      <ul className="team-pins">
        {approvals.map((approval) => (
          <li
            key={`${approval.versionNumber}-${approval.at}-${approval.by.name}`}
            className="team-pins__item"
            data-testid="approval"
          >
            <div className="team-pins__body">
              <Typography.Text strong>
                <CheckCircleFilled aria-hidden="true" style={{ color: '#52c41a' }} />{' '}
                {t.approvedBy(approval.by.kind === 'guest' ? guestName(approval.by.name) : approval.by.name)}
              </Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {t.approvedVersion(approval.versionNumber, formatDate(approval.at))}
              </Typography.Text>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
