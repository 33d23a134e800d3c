import { UpcomingScreen } from '../../shared/UpcomingScreen';
import { projectTexts as t } from './texts';

export function DesignerProjectPage() {
  return <UpcomingScreen title={t.designerProjectTitle} subtitle={t.designerProjectSubtitle} />;
}
