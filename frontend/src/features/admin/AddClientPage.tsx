import { UpcomingScreen } from '../../shared/UpcomingScreen';
import { adminTexts as t } from './texts';

export function AddClientPage() {
  return <UpcomingScreen title={t.addClientTitle} subtitle={t.addClientSubtitle} />;
}
