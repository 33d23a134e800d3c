import { UpcomingScreen } from '../../shared/UpcomingScreen';

export function ProfilePage() {
  return <UpcomingScreen title="Mein Profil" subtitle="Logo, Name, E-Mail, Passwort und dein aktueller Plan." />;
}
