/** German texts of the content ideas (spec 000 §2 and §8). */
export const IDEA_TEXTS = {
  noPlan: 'Für einen Monatsplan brauchst du einen aktiven Plan mit Inhalten.',
  jobNotFound: 'Auftrag nicht gefunden',
  monthChoice: 'Wähle diesen oder den nächsten Monat.',
  notFound: 'Idee nicht gefunden',
  notEditable: 'Diese Idee ist bereits in Produktion und kann nicht mehr geändert werden.',
  alreadySent: 'Diese Idee wurde bereits in Produktion gesendet.',
  notPostable: 'Nur eine fertige Idee kann als gepostet markiert werden.',
  /** The order's special notes say where it came from. */
  fromPlan: (date: string, week: number) => `Aus dem Monatsplan: geplant für ${date} (Woche ${week})`,
  // Spec 000 §8, "Content ideas generation": the title and its hint, as one message.
  rateLimited: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  noCredits: 'AI-Guthaben aufgebraucht. Bitte laden Sie Ihr AI-Guthaben auf.',
  failed: 'Content-Ideen konnten nicht generiert werden',
} as const;
