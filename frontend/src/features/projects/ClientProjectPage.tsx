import { UpcomingScreen } from '../../shared/UpcomingScreen';
import { projectTexts as t } from './texts';

export function ClientProjectPage() {
  return <UpcomingScreen title={t.projectDetailTitle} subtitle={t.projectDetailSubtitle} />;
}
