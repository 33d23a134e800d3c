import { UpcomingScreen } from '../../shared/UpcomingScreen';
import { projectTexts as t } from './texts';

export function NewProjectPage() {
  return <UpcomingScreen title={t.newProjectTitle} subtitle={t.newProjectSubtitle} />;
}
