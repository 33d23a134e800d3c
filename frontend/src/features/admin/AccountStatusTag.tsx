import { Tag } from 'antd';
import type { AccountStatus } from '../../shared/contracts';
import { accountStatusMeanings } from './accountStatus';
import { accountStatusLabels } from './texts';

export interface AccountStatusTagProps {
  status: AccountStatus;
}

/** An account's status as a coloured tag ("Aktiv", "Inaktiv"): the users' and clients' lists and the client detail. */
export function AccountStatusTag({ status }: AccountStatusTagProps) {
  return <Tag color={accountStatusMeanings[status].color}>{accountStatusLabels[status]}</Tag>;
}
