import { UpcomingScreen } from '../../shared/UpcomingScreen';
import { projectTexts as t } from './texts';

export function DesignerProjectsPage() {
  return <UpcomingScreen title={t.designerProjectsTitle} subtitle={t.designerProjectsSubtitle} />;
}
