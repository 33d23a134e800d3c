/** German texts of the content ideas (spec 000 §2 and §8). */
export const IDEA_TEXTS = {
  noPlan: 'Für einen Monatsplan brauchst du einen aktiven Plan mit Inhalten.',
  jobNotFound: 'Auftrag nicht gefunden',
  // Spec 000 §8, "Content ideas generation": the title and its hint, as one message.
  rateLimited: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  noCredits: 'AI-Guthaben aufgebraucht. Bitte laden Sie Ihr AI-Guthaben auf.',
  failed: 'Content-Ideen konnten nicht generiert werden',
} as const;
