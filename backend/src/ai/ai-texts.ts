/**
 * German texts of the AI helpers: the spec's where it names one (spec 000 section 8), ours where it
 * only describes (see docs/ai.md).
 */
export const AI_TEXTS = {
  rateLimited: 'Zu viele Anfragen. Bitte warte einen Moment.',
  // Ours (the spec has no text for these). The monthly one must not contain "Zu viele" or "Rate
  // limit": the form would then show the per-minute text instead (spec 000 section 8).
  needsPlan: 'Die KI-Hilfe ist in deinem Abo enthalten. Wähle zuerst einen Plan.',
  monthlyBudgetUsed: (calls: number, resetsOn: string) =>
    `Das KI-Kontingent dieses Monats (${calls} Anfragen) ist aufgebraucht. Ab dem ${resetsOn} steht es wieder zur Verfügung.`,
  credits: 'AI-Credits aufgebraucht. Bitte Credits hinzufügen.',
  timeout: 'Die KI hat nicht rechtzeitig geantwortet. Bitte versuche es erneut.',
  unreachable: 'Der KI-Dienst ist nicht erreichbar. Bitte versuche es später erneut.',
  emptyAnswer: 'Die KI hat keinen Text geliefert. Bitte versuche es erneut.',
  malformedPlan: 'Die KI hat keinen gültigen Monatsplan geliefert. Bitte versuche es noch einmal.',
} as const;
