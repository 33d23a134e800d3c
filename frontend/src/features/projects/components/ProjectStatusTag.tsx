import { Tag } from 'antd';
import {
  isProjectStatus,
  projectStatusColors,
  projectStatusLabel,
  type StatusAudience,
} from '../../../shared/orders/status';

export interface ProjectStatusTagProps {
  status: string;
  audience?: StatusAudience;
}

/** The status badge; an unknown status is shown as it is. */
export function ProjectStatusTag({ status, audience = 'client' }: ProjectStatusTagProps) {
  return (
    <Tag color={isProjectStatus(status) ? projectStatusColors[status] : 'default'} data-testid="status-badge">
      {projectStatusLabel(status, audience)}
    </Tag>
  );
}
