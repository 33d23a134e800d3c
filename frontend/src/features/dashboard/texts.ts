import { plural } from '../../shared/plural';

/** German texts of the three dashboards (spec 000 section 2, spec 001 section 2, error catalogues). */
export const dashboardTexts = {
  welcome: 'Willkommen zurück',
  clientSubtitle: 'Hier siehst du dein Monatskontingent und deine aktuellen Aufträge.',
  upgrade: 'Upgrade',
  usageTitle: 'Nutzung diesen Monat',
  available: 'verfügbar',
  choosePlan: 'Plan wählen',
  limitsError: 'Fehler beim Laden der Limits',
  limitsUnavailable: 'Dein Kontingent konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  currentOrders: 'Aktuelle Aufträge',
  noOrders: 'Noch keine Aufträge vorhanden',
  firstOrder: 'Ersten Auftrag erstellen',
  noPlanForOrders: 'Sobald du einen Plan hast, kannst du hier deinen ersten Auftrag erstellen.',

  designerTitle: 'Designer Dashboard',
  designerSubtitle: 'Deine Aufträge auf einen Blick.',
  designerNew: 'Neu',
  designerInProgress: 'In Bearbeitung',
  designerCompleted: 'Abgeschlossen',
  designerAdminReview: 'Admin-Review',
  designerClientReview: 'Kunden-Review',
  designerOrders: 'Offene Aufträge',
  designerEmpty: 'Keine Aufträge zugewiesen',
  designerAllOrders: 'Alle Aufträge',

  adminTitle: 'Admin Dashboard',
  adminSubtitle: 'Kunden, Umsatz und Designer im Überblick.',
  adminDueOrders: 'Als Nächstes fällig',
  adminDueEmpty: 'Keine offenen Aufträge',
  adminOverdueBoard: 'Überfällig',
  adminAllByDue: 'Alle nach Fälligkeit',
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
  waitingError: 'Die wartenden Aufträge konnten nicht geladen werden.',
  reviewQueueTitle: 'Designs zur Prüfung',
  reviewQueueEmpty: 'Keine Designs zur Prüfung',
  reviewQueueOpen: 'Zur Review',
  byDesigner: (name: string) => `von ${name}`,
  waitingForDesignerTitle: 'Warten auf Designer',
  waitingForDesignerEmpty: 'Keine Aufträge ohne Designer',
  assignDesigner: 'Designer zuweisen',
  planRequestsTitle: 'Offene Plan-Anfragen',
  planRequestsEmpty: 'Keine offenen Plan-Anfragen',
  assignPlan: 'Plan zuweisen',
  planAssigned: 'Plan erfolgreich zugewiesen',
  planAssignError: 'Fehler beim Zuweisen des Plans',
  requestedPlan: (plan: string, price: string) => `wünscht ${plan} · ${price}`,
  oldestShown: (shown: number, total: number) => `Die ältesten ${shown} von ${total}`,
} as const;

export const usageKinds = ['posts', 'carousels', 'reels'] as const;
export type UsageKind = (typeof usageKinds)[number];

export const usageLabels: Record<UsageKind, string> = {
  posts: 'Posts',
  carousels: 'Carousels',
  reels: 'Reels',
};

/** How long something has waited, in de-CH words: "seit 5 Min.", "seit 3 Std.", "seit 2 Tagen". */
export function waitingSince(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 1) return 'seit weniger als 1 Min.';
  if (minutes < 60) return `seit ${minutes} Min.`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `seit ${hours} Std.`;
  const days = Math.floor(hours / 24);
  return plural(days, { one: 'seit 1 Tag', other: `seit ${days} Tagen` });
}
