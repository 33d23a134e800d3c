import { UpcomingScreen } from '../../shared/UpcomingScreen';
import { projectTexts as t } from './texts';

export function AdminReviewPage() {
  return <UpcomingScreen title={t.adminReviewTitle} subtitle={t.adminReviewSubtitle} />;
}
