import { UpcomingScreen } from '../../shared/UpcomingScreen';
import { adminTexts as t } from './texts';

export function AdminClientsPage() {
  return <UpcomingScreen title={t.clientsTitle} subtitle={t.clientsSubtitle} />;
}
