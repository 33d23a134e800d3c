import { PLAN_BOUNDS } from '../contracts/plans.js';

/** German texts of the plan and plan-request endpoints (the spec names none of them; see docs/decisions.md). */
export const PLAN_TEXTS = {
  notFound: 'Plan nicht gefunden',
  nameRequired: 'Bitte gib einen Namen ein',
  nameTooLong: `Der Name darf höchstens ${PLAN_BOUNDS.nameMax} Zeichen lang sein`,
  nameTaken: 'Ein Plan mit diesem Namen existiert bereits',
  price: `Bitte gib einen Preis zwischen 0 und ${PLAN_BOUNDS.priceMax} CHF mit höchstens 2 Nachkommastellen ein`,
  priceDisplay: `Die Preisanzeige darf höchstens ${PLAN_BOUNDS.priceDisplayMax} Zeichen lang sein`,
  description: `Die Beschreibung darf höchstens ${PLAN_BOUNDS.descriptionMax} Zeichen lang sein`,
  limit: (label: string) => `${label} muss eine ganze Zahl zwischen 0 und ${PLAN_BOUNDS.limitMax} sein`,
  features: `Höchstens ${PLAN_BOUNDS.featuresMax} Features`,
  feature: `Jedes Feature muss ein Text mit 1 bis ${PLAN_BOUNDS.featureMax} Zeichen sein`,
  ctaLabel: `Die Button-Beschriftung muss 1 bis ${PLAN_BOUNDS.ctaLabelMax} Zeichen lang sein`,
  stripePriceId: `Die Preis-ID des Zahlungsanbieters darf nur Buchstaben, Ziffern und _ enthalten (höchstens ${PLAN_BOUNDS.stripePriceIdMax} Zeichen)`,
  flag: (label: string) => `${label} muss wahr oder falsch sein`,
  inUse: 'Dieser Plan wird noch verwendet (Abonnements oder offene Anfragen) und kann nicht gelöscht werden. Nimm ihn stattdessen aus dem Angebot.',
  retired: 'Dieser Plan ist nicht mehr verfügbar',
  alreadyActive: 'Du hast diesen Plan bereits',
  choosePlan: 'Bitte wähle einen Plan',
  requestStatus: 'Unbekannter Status einer Plan-Anfrage',
} as const;
