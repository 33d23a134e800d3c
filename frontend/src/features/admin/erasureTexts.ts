/** German texts of the admin's pending erasures (issue 41); ours, listed in docs/decisions.md. */
export const erasureTexts = {
  title: 'Geplante Löschungen',
  intro:
    'Firmen, deren Inhaber die Löschung beantragt hat. Sie werden am angegebenen Tag automatisch gelöscht; die Aufträge bleiben nur als anonyme Zahlen in der Statistik.',
  loadError: 'Fehler beim Laden der geplanten Löschungen',
  listLabel: 'Geplante Löschungen',
  scheduledFor: (date: string) => `Löschung am ${date}`,
  requestedBy: (name: string, date: string) => `beantragt von ${name} am ${date}`,
  requestedAt: (date: string) => `beantragt am ${date}`,
  executeNow: 'Jetzt löschen',
  executeLabel: (name: string) => `Jetzt löschen: ${name}`,
  cancel: 'Löschung abbrechen',
  started: 'Löschung läuft',
  cancelLabel: (name: string) => `Löschung abbrechen: ${name}`,
  confirmTitle: (name: string) => `${name} jetzt endgültig löschen?`,
  confirmText:
    'Mitglieder, Branding, alle Dateien, Nachrichten und Posts werden sofort gelöscht und die Social-Media-Verbindungen getrennt. Das kann nicht rückgängig gemacht werden.',
  executed: (name: string) => `${name} wurde gelöscht.`,
  executeError: 'Die Firma konnte nicht gelöscht werden',
  cancelled: (name: string) => `Die Löschung von ${name} wurde abgebrochen.`,
  cancelError: 'Die Löschung konnte nicht abgebrochen werden',
} as const;
