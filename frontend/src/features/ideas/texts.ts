import type { IdeaStatus } from '../../shared/contracts';

/** Every text of the content-ideas screen (spec 000 §2 "/client/content-ideas", §3, §8). */
export const ideasTexts = {
  title: 'Content Ideen',
  subtitle: 'Dein KI-Monatsplan mit Ideen für Posts, Carousels und Reels.',

  planTitle: 'Dein Plan',
  planLabel: 'Plan',
  monthlyLimits: 'Monatliche Limits',
  remaining: (remaining: number, limit: number) => `${remaining} von ${limit} verfügbar`,
  limitsError: 'Fehler beim Laden der Limits',
  noPlan: 'Für deinen Monatsplan brauchst du ein Abonnement. Wähle einen Plan um Content zu erstellen.',

  generate: 'Monatsplan generieren',
  monthChoice: 'Monat für den Plan',
  generating: 'Monatsplan wird erstellt …',
  replaceConfirm: 'Ideen im Status Idee werden ersetzt; Entwürfe und gesendete Ideen bleiben.',
  replaceOk: 'Generieren',
  generated: (count: number) => `Monatsplan erstellt: ${count} Ideen`,
  generatedOffline: '(ohne KI erstellt)',

  loadError: 'Daten konnten nicht geladen werden',
  empty: 'Noch keine Ideen. Generiere deinen Monatsplan.',
  week: (weekNumber: number) => `Woche ${weekNumber}`,

  offlineHint: 'ohne KI erstellt',
  fields: {
    content: 'Inhalt',
    description: 'Beschreibung',
    hook: 'Hook',
    cta: 'Call to Action',
    visualIdea: 'Visuelle Idee',
    slideIdeas: 'Slide-Ideen',
    hashtags: 'Hashtags',
  },

  edit: 'Bearbeiten',
  send: 'Senden',
  sendConfirm: 'Diese Idee als Auftrag an den Designer senden? Sie zählt zu deinem Monatslimit.',
  sent: 'In Produktion gesendet',
  sendError: 'Idee konnte nicht gesendet werden',
  noDesigner: 'Kein Designer zugewiesen',
  noDesignerHint: 'Bitte wende dich an den Administrator, damit dir ein Designer zugewiesen wird.',
  viewOrder: 'Auftrag ansehen',
  markPosted: 'Als gepostet markieren',
  markedPosted: 'Als gepostet markiert',
  markPostedError: 'Idee konnte nicht als gepostet markiert werden',

  dialogTitle: 'Idee anpassen',
  titleLabel: 'Titel',
  hashtagsHelp: 'Mit Komma getrennt',
  titleRequired: 'Bitte gib einen Titel ein',
  contentRequired: 'Bitte gib den Inhalt ein',
  tooLong: (max: number) => `Höchstens ${max} Zeichen`,
  tooManyHashtags: (max: number) => `Höchstens ${max} Hashtags`,
  hashtagTooLong: (max: number) => `Ein Hashtag hat höchstens ${max} Zeichen`,
  cancel: 'Abbrechen',
  save: 'Speichern',
  saveAndSend: 'Speichern & Senden',
  saved: 'Gespeichert',
  saveError: 'Änderungen konnten nicht gespeichert werden.',
  discardTitle: 'Änderungen verwerfen?',
  discardText: 'Deine Änderungen an dieser Idee sind noch nicht gespeichert.',
  discard: 'Verwerfen',
  keepEditing: 'Weiter bearbeiten',

  failure: {
    rateLimitedTitle: 'Zu viele Anfragen',
    rateLimitedText: 'Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    creditsTitle: 'AI-Guthaben aufgebraucht',
    creditsText: 'Bitte laden Sie Ihr AI-Guthaben auf.',
    budgetTitle: 'KI-Kontingent aufgebraucht',
    unauthenticatedTitle: 'Nicht angemeldet',
    otherTitle: 'Fehler',
    otherText: 'Content-Ideen konnten nicht generiert werden',
  },
} as const;

export const ideaStatusLabels: Record<IdeaStatus, string> = {
  idea: 'Idee',
  draft: 'Entwurf',
  in_production: 'In Produktion',
  completed: 'Fertig',
  posted: 'Gepostet',
};

export const ideaStatusColors: Record<IdeaStatus, string> = {
  idea: 'default',
  draft: 'gold',
  in_production: 'processing',
  completed: 'success',
  posted: 'purple',
};

export interface IdeaActions {
  /** "Bearbeiten" and "Senden". */
  edit: boolean;
  /** "Auftrag ansehen" (the order it became). */
  viewOrder: boolean;
  /** "Als gepostet markieren". */
  markPosted: boolean;
}

export const NO_ACTIONS: IdeaActions = { edit: false, viewOrder: false, markPosted: false };

/** What the client can do with an idea in each status (spec 000 §2). */
export const ideaActions: Record<IdeaStatus, IdeaActions> = {
  idea: { edit: true, viewOrder: false, markPosted: false },
  draft: { edit: true, viewOrder: false, markPosted: false },
  in_production: { edit: false, viewOrder: true, markPosted: false },
  completed: { edit: false, viewOrder: true, markPosted: true },
  posted: NO_ACTIONS,
};
