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
  clientFeedbackComment: (feedback: string) => `Kunden-Feedback: ${feedback}`,
} as const;
