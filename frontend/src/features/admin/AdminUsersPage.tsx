import { UpcomingScreen } from '../../shared/UpcomingScreen';
import { adminTexts as t } from './texts';

export function AdminUsersPage() {
  return <UpcomingScreen title={t.usersTitle} subtitle={t.usersSubtitle} />;
}
