/**
 * German texts of «Daten & Datenschutz» in the profile (issue 41). The spec has none of its own; these
 * follow its tone (du) and are listed in docs/decisions.md.
 */
export const privacyTexts = {
  title: 'Daten & Datenschutz',
  intro:
    'Nach dem Schweizer Datenschutzgesetz (nDSG) und der DSGVO kannst du eine Kopie deiner Daten erhalten und sie löschen lassen.',

  exportsTitle: 'Datenexport der Firma',
  exportsText:
    'Ein ZIP mit allen Aufträgen, Versionen, Dateien, Kommentaren, Freigaben, geplanten Posts und dem Branding. Sobald er bereit ist, erhältst du eine E-Mail; der Link gilt 7 Tage.',
  exportRequest: 'Export anfordern',
  exportRequested: 'Export angefordert. Du erhältst eine E-Mail, sobald er bereit ist.',
  exportBusy: 'Es wird bereits ein Export vorbereitet. Sobald er fertig ist, kannst du einen neuen anfordern.',
  exportError: 'Der Export konnte nicht angefordert werden',
  exportsLoadError: 'Fehler beim Laden der Exporte',
  exportsEmpty: 'Noch kein Export angefordert.',
  exportsListLabel: 'Bisherige Exporte',
  exportStatus: {
    preparing: 'Wird vorbereitet',
    ready: 'Bereit',
    failed: 'Fehlgeschlagen',
    expired: 'Abgelaufen',
  },
  exportRequestedAt: (date: string) => `Angefordert am ${date}`,
  exportExpiresAt: (date: string) => `Download bis ${date}`,
  exportDownload: 'Herunterladen',
  exportDownloadLabel: (date: string) => `Export vom ${date} herunterladen`,

  myDataTitle: 'Meine Daten',
  myDataText:
    'Was wir über dich speichern: dein Profil, deine Mitgliedschaften, deine Sitzungen und die Nachrichten, die du geschrieben hast.',
  myDataLoad: 'Meine Daten anzeigen',
  myDataReload: 'Neu laden',
  myDataDownload: 'Als JSON herunterladen',
  myDataLoadError: 'Deine Daten konnten nicht geladen werden',
  myDataFileName: 'meine-daten.json',
  myDataSummaryLabel: 'Übersicht meiner Daten',
  myDataEntries: (count: number) => (count === 1 ? '1 Eintrag' : `${count} Einträge`),
  myDataParts: {
    profile: 'Profil',
    memberships: 'Mitgliedschaften',
    sessions: 'Sitzungen',
    messages: 'Nachrichten',
    notifications: 'Benachrichtigungen',
  } as Record<string, string>,

  accountTitle: 'Konto löschen',
  accountText:
    'Dein Konto und deine persönlichen Daten werden gelöscht. Deine Nachrichten bleiben als «Ehemaliges Mitglied» stehen. Das kann nicht rückgängig gemacht werden.',
  accountDelete: 'Konto löschen',
  accountDialogTitle: 'Konto endgültig löschen?',
  accountPasswordHint: 'Bestätige die Löschung mit deinem aktuellen Passwort.',
  accountDeleted: 'Dein Konto wurde gelöscht.',
  accountDeleteError: 'Das Konto konnte nicht gelöscht werden',
  lastOwner:
    'Du bist der letzte Inhaber der Firma. Ernenne zuerst ein anderes Mitglied zum Inhaber oder lösche die ganze Firma.',
  openOrders:
    'Du hast noch offene Aufträge. Schliesse sie ab oder bitte einen Admin, sie einem anderen Designer zuzuweisen.',

  companyTitle: 'Firma löschen',
  companyText:
    'Alle Mitglieder, das Branding, die Dateien, Nachrichten und Posts der Firma werden gelöscht; verbundene Social-Media-Konten werden getrennt. Die Löschung erfolgt nach 30 Tagen – bis dahin kannst du sie abbrechen. Lade vorher einen Datenexport herunter, wenn du die Daten behalten möchtest.',
  companyDelete: 'Firma löschen',
  companyDialogTitle: 'Firma löschen?',
  companyConfirmLabel: (name: string) => `Gib zur Bestätigung den Namen der Firma ein: «${name}»`,
  companyConfirmMismatch: 'Der Name stimmt nicht mit dem Namen der Firma überein',
  companyScheduled: (date: string) => `Die Firma wird am ${date} gelöscht.`,
  companyScheduledText: 'Alle Mitglieder wurden per E-Mail informiert. Bis dahin kannst du die Löschung abbrechen.',
  companyCancel: 'Löschung abbrechen',
  companyCancelled: 'Die Löschung wurde abgebrochen.',
  companyCancelError: 'Die Löschung konnte nicht abgebrochen werden',
  companyRequested: 'Die Löschung der Firma ist geplant.',
  companyError: 'Die Löschung konnte nicht geplant werden',
  companyLoadError: 'Der Stand der Löschung konnte nicht geladen werden',
  cancel: 'Abbrechen',
  retry: 'Erneut versuchen',
} as const;
