import { tooLong } from '../../contracts/fields.js';
import { PROJECT_FIELD_TEXTS } from '../../contracts/project-requests.js';
import { counted } from '../../common/plural.js';

/** German texts of the order lifecycle (the spec's where it names one, see docs/decisions.md). */
export const PROJECT_TEXTS = {
  ...PROJECT_FIELD_TEXTS,
  notFound: 'Auftrag nicht gefunden',
  quotaExceeded: 'Limit für diesen Content-Typ erreicht',
  invalidTransition: 'Diese Aktion ist im aktuellen Status des Auftrags nicht möglich',
  revisionsExhausted: (max: number) => `Maximale Anzahl an Änderungen erreicht (${max})`,
  changeFeedbackRequired: 'Bitte beschreibe, was geändert werden soll',
  adminFeedbackRequired: 'Bitte gib Feedback ein',
  atLeastOneFile: 'Bitte wähle mindestens eine Datei aus',
  noDesigner: 'Kein Designer zugewiesen',
  completedIsFinal: 'Ein abgeschlossener Auftrag kann nicht mehr geändert werden',
  tooLong,
  adminFeedbackComment: (feedback: string) => `Admin-Feedback: ${feedback}`,
  pinOutsideVersion: 'Pins gehören auf eine Datei der Version, die gerade geprüft wird',
  pinSpotInvalid: 'Ein Pin braucht eine Stelle im Bild oder einen Zeitpunkt im Video',
  pinNotFound: 'Pin nicht gefunden',
  checklistClosed: 'Pins können nur während der Überarbeitung abgehakt werden',
  /** The communication's line for a change request or send-back, with or without a general note. */
  feedbackWithPins: (note: string, pins: number, version: number) =>
    [note, pins ? `${counted(pins, 'Pin', 'Pins')} auf V${version}` : ''].filter(Boolean).join(' · '),
  otherVersionWaiting: (version: number) =>
    `Inzwischen wartet V${version} auf die Prüfung. Bitte lade die Seite neu und prüfe diese Version.`,
  clientFeedbackComment: (feedback: string) => `Kunden-Feedback: ${feedback}`,
} as const;
