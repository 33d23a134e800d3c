import { UpcomingScreen } from '../../shared/UpcomingScreen';

export function ContentIdeasPage() {
  return <UpcomingScreen title="Content Ideen" subtitle="Dein KI-Monatsplan mit Ideen für Posts, Carousels und Reels." />;
}
