import { UpcomingScreen } from '../../shared/UpcomingScreen';
import { adminTexts as t } from './texts';

export function AdminClientPage() {
  return <UpcomingScreen title={t.clientTitle} subtitle={t.clientSubtitle} />;
}
