import { UpcomingScreen } from '../../shared/UpcomingScreen';
import { brandingTexts as t } from './texts';

export function BrandingPage() {
  return <UpcomingScreen title={t.title} subtitle={t.subtitle} />;
}
