import { UpcomingScreen } from '../../shared/UpcomingScreen';
import { brandingTexts as t } from './texts';

export function ClientBrandingViewerPage() {
  return <UpcomingScreen title={t.viewerTitle} subtitle={t.viewerSubtitle} />;
}
