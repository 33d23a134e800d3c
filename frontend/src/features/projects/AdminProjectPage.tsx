import { UpcomingScreen } from '../../shared/UpcomingScreen';
import { projectTexts as t } from './texts';

export function AdminProjectPage() {
  return <UpcomingScreen title={t.adminProjectTitle} subtitle={t.adminProjectSubtitle} />;
}
