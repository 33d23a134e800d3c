import { UpcomingScreen } from '../../shared/UpcomingScreen';
import { projectTexts as t } from './texts';

export function AdminProjectsPage() {
  return <UpcomingScreen title={t.adminProjectsTitle} subtitle={t.adminProjectsSubtitle} />;
}
