import type { ClockOwner } from '../../shared/contracts';

/** German texts of the admin's overdue board and the canton setting. */
export const overdueTexts = {
  title: 'Überfällig',
  subtitle: 'Aufträge über ihrer Frist, nach wem der nächste Schritt gehört.',
  empty: 'Nichts überfällig.',
  loadError: 'Fehler beim Laden der überfälligen Aufträge',
  unavailable: 'Die überfälligen Aufträge konnten nicht geladen werden.',
  groupEmpty: 'Keine',
  mostOverdueShown: (shown: number, total: string, capped: boolean) =>
    `Die ${shown} am längsten überfälligen von ${capped ? `mehr als ${total}` : total} überfälligen Aufträgen.`,
  cantonLabel: 'Feiertage des Kantons',
  cantonHint:
    'Arbeitstage zählen ohne die eidgenössischen Feiertage und die dieses Kantons. Eine Änderung gilt für Phasen, die ab jetzt beginnen.',
  cantonSaved: 'Kanton gespeichert',
  cantonSaveError: 'Der Kanton konnte nicht gespeichert werden',
  cantonLoadError: 'Die Einstellung konnte nicht geladen werden.',
} as const;

/** The board's groups, in this order: who owes the next move. */
export const overdueGroups: readonly { key: ClockOwner; title: string }[] = [
  { key: 'designer', title: 'Designer' },
  { key: 'admin', title: 'Admin' },
  { key: 'client', title: 'Kunde' },
];
