/** German texts of the three dashboards (spec 000 section 2, spec 001 section 2, error catalogues). */
export const dashboardTexts = {
  noRoleTitle: 'Keine Rolle gefunden',
  noRoleText: 'Deinem Konto ist noch keine Rolle zugewiesen. Bitte wende dich an einen Administrator.',

  welcome: 'Willkommen zurück',
  clientSubtitle: 'Hier siehst du dein Monatskontingent und deine aktuellen Aufträge.',
  upgrade: 'Upgrade',
  usageTitle: 'Nutzung diesen Monat',
  available: 'verfügbar',
  noPlan: 'Du hast noch kein Abonnement. Wähle einen Plan um Content zu erstellen.',
  choosePlan: 'Plan wählen',
  limitsError: 'Fehler beim Laden der Limits',
  limitsUnavailable: 'Dein Kontingent konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  currentOrders: 'Aktuelle Aufträge',
  noOrders: 'Noch keine Aufträge vorhanden',
  firstOrder: 'Ersten Auftrag erstellen',

  designerTitle: 'Designer Dashboard',
  designerSubtitle: 'Deine Aufträge auf einen Blick.',
  designerNew: 'Neu',
  designerInProgress: 'In Bearbeitung',
  designerCompleted: 'Abgeschlossen',
  designerOrders: 'Meine Aufträge',
  designerEmpty: 'Keine Aufträge zugewiesen',

  adminTitle: 'Admin Dashboard',
  adminSubtitle: 'Kunden, Umsatz und Designer im Überblick.',
  activeClients: 'Aktive Kunden',
  mrr: 'MRR',
  mrrHint: 'Monatlich wiederkehrender Umsatz',
  designers: 'Designer',
  statsError: 'Fehler beim Laden der Statistiken',
  statsUnavailable: 'Die Statistiken konnten nicht geladen werden.',
  shortcutsTitle: 'Schnellzugriff',
  shortcutUsers: 'Benutzer verwalten',
  shortcutUsersText: 'Benutzer anlegen, bearbeiten und Rollen vergeben.',
  shortcutAddClient: 'Kunde hinzufügen',
  shortcutAddClientText: 'Neuen Kunden mit Branding anlegen.',
  shortcutProjects: 'Alle Aufträge',
  shortcutProjectsText: 'Alle Aufträge und ihren Status ansehen.',
  waitingOrders: 'Wartende Aufträge',
  waitingOrdersEmpty: 'Keine wartenden Aufträge',
} as const;

export const usageKinds = ['posts', 'carousels', 'reels'] as const;
export type UsageKind = (typeof usageKinds)[number];

export const usageLabels: Record<UsageKind, string> = {
  posts: 'Posts',
  carousels: 'Carousels',
  reels: 'Reels',
};
