import { UpcomingScreen } from '../../shared/UpcomingScreen';

export function SubscriptionPage() {
  return <UpcomingScreen title="Abonnement" subtitle="Dein Plan, deine Limits und Upgrade-Möglichkeiten." />;
}
