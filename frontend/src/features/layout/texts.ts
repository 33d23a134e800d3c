import type { Role } from '../../shared/session/types';

export const layoutTexts = {
  signOut: 'Abmelden',
  toggleSidebar: 'Seitenleiste umschalten',
  toggleSidebarHint: 'Seitenleiste ein- oder ausblenden (Strg/Cmd + B)',
  navigation: 'Navigation',
  skipToContent: 'Zum Inhalt springen',
  signedInAs: 'Angemeldet als',
  myProfile: 'Mein Profil',
  security: 'Sicherheit',
  viewAsClientTitle: 'Kundenansicht aktiv',
  viewAsClientText: 'Du siehst die App so, wie dieser Kunde sie sieht.',
  viewAsClientTitleNamed: (name: string) => `Kundenansicht: ${name}`,
  viewAsClientTextNamed: (name: string) => `Du siehst ContentFlow so, wie ${name} es sieht.`,
  viewAsClientBack: 'Zurück zur Admin-Ansicht',
} as const;

export const roleLabels: Record<Role, string> = {
  client: 'Kunde',
  designer: 'Designer',
  admin: 'Admin',
};

export const navLabels = {
  dashboard: 'Dashboard',
  clientProjects: 'Meine Aufträge',
  newProject: 'Neuer Auftrag',
  contentIdeas: 'Content Ideen',
  calendar: 'Kalender',
  analytics: 'Analytics',
  socialMedia: 'Social Media',
  branding: 'Branding',
  profile: 'Profil',
  team: 'Team',
  designerProjects: 'Meine Aufträge',
  review: 'Review',
  overdue: 'Überfällig',
  clients: 'Kunden',
  designers: 'Designer',
  plans: 'Pläne',
  users: 'Benutzer',
  projects: 'Aufträge',
  queues: 'Warteschlangen',
} as const;
