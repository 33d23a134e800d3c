/** German texts of the order lifecycle (the spec's where it names one, see docs/decisions.md). */
export const PROJECT_TEXTS = {
  notFound: 'Auftrag nicht gefunden',
  requiredFields: 'Bitte fülle alle Pflichtfelder aus (Titel und Inhalt)',
  contentTypeRequired: 'Bitte wähle einen Content-Typ (Post, Carousel oder Reel)',
  quotaExceeded: 'Limit für diesen Content-Typ erreicht',
  invalidTransition: 'Diese Aktion ist im aktuellen Status des Auftrags nicht möglich',
  revisionsExhausted: (max: number) => `Maximale Anzahl an Änderungen erreicht (${max})`,
  changeFeedbackRequired: 'Bitte beschreibe, was geändert werden soll',
  adminFeedbackRequired: 'Bitte gib Feedback ein',
  atLeastOneFile: 'Bitte wähle mindestens eine Datei aus',
  messageRequired: 'Bitte gib eine Nachricht ein',
  noDesigner: 'Kein Designer zugewiesen',
  completedIsFinal: 'Ein abgeschlossener Auftrag kann nicht mehr geändert werden',
  tooLong: (label: string, max: number) => `${label} darf höchstens ${max} Zeichen lang sein`,
  slideIdeas: 'Slide-Ideen: höchstens 6, nummeriert von 1 bis 6',
  adminFeedbackComment: (feedback: string) => `Admin-Feedback: ${feedback}`,
  pinOutsideVersion: 'Pins gehören auf eine Datei der Version, die gerade geprüft wird',
  pinSpotInvalid: 'Ein Pin braucht eine Stelle im Bild oder einen Zeitpunkt im Video',
  pinNotFound: 'Pin nicht gefunden',
  checklistClosed: 'Pins können nur während der Überarbeitung abgehakt werden',
  /** The communication's line for a change request or send-back, with or without a general note. */
  feedbackWithPins: (note: string, pins: number, version: number) =>
    [note, pins ? `${pins} ${pins === 1 ? 'Pin' : 'Pins'} auf V${version}` : ''].filter(Boolean).join(' · '),
  otherVersionWaiting: (version: number) => `Inzwischen wartet V${version} auf die Prüfung. Bitte lade die Seite neu und prüfe diese Version.`,
  clientFeedbackComment: (feedback: string) => `Kunden-Feedback: ${feedback}`,
} as const;
