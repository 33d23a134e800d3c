/**
 * Privacy self-service (nDSG, GDPR art. 15, 17, 20; docs/privacy.md): a company's data exports, its
 * erasure with grace, a person's own data and account. The values the web app imports too; the
 * requests' schemas are in privacy-requests.ts, the answers' in privacy-answers.ts.
 */

/** Where a company's data export stands: written by the `privacy` worker, downloadable for 7 days. */
export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const PRIVACY_LIMITS = {
  /** How long an export's signed link (and the ZIP behind it) lasts. */
  exportDays: 7,
  /** The grace between asking for a company's erasure and its execution. */
  erasureGraceDays: 30,
  /** The longest `confirm` (a company's name) and password the requests take. */
  confirmMaxLength: 200,
  passwordMaxLength: 200,
} as const;

/** The name a person who deleted their account is shown by where their messages stay. */
export const FORMER_MEMBER_NAME = 'Ehemaliges Mitglied';

export const PRIVACY_TEXTS = {
  exportRunning: 'Es wird bereits ein Export erstellt. Bitte warte, bis er fertig ist.',
  exportNotFound: 'Export nicht gefunden',
  exportFailed: 'Der Export konnte nicht erstellt werden.',
  confirmMismatch: 'Bitte gib zur Bestätigung genau den Namen der Firma ein.',
  confirmRequired: 'Bitte gib zur Bestätigung den Namen der Firma ein.',
  erasureAlreadyScheduled: 'Die Löschung ist bereits geplant.',
  erasureNotScheduled: 'Für diese Firma ist keine Löschung geplant.',
  erasureRunning: 'Die Löschung läuft bereits und kann nicht mehr abgebrochen werden.',
  onlyOwners: 'Nur Inhaber können das tun.',
  passwordRequired: 'Bitte gib dein aktuelles Passwort ein.',
  passwordWrong: 'Das Passwort ist nicht korrekt.',
  lastOwner: 'Du bist der letzte Inhaber der Firma. Ernenne zuerst einen weiteren Inhaber oder lösche die Firma.',
  openOrders: 'Du hast noch offene Aufträge. Schliesse sie ab oder lass sie neu zuweisen, bevor du dein Konto löschst.',
  adminAccount: 'Ein Admin-Konto löscht ein anderer Admin in der Benutzerverwaltung.',
} as const;
