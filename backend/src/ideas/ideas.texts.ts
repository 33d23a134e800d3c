/** German texts of the content ideas (spec 000 §2 and §8). */
export const IDEA_TEXTS = {
  noPlan: 'Für einen Monatsplan brauchst du einen aktiven Plan mit Inhalten.',
  jobNotFound: 'Auftrag nicht gefunden',
  failed: 'Der Monatsplan konnte nicht erstellt werden.',
} as const;
