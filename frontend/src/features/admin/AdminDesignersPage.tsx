import { UpcomingScreen } from '../../shared/UpcomingScreen';
import { adminTexts as t } from './texts';

export function AdminDesignersPage() {
  return <UpcomingScreen title={t.designersTitle} subtitle={t.designersSubtitle} />;
}
