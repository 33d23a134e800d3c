/** German texts of the plan and plan-request endpoints (the spec names none of them; see docs/decisions.md). */
export const PLAN_TEXTS = {
  notFound: 'Plan nicht gefunden',
  nameTaken: 'Ein Plan mit diesem Namen existiert bereits',
  inUse:
    'Dieser Plan wird noch verwendet (Abonnements oder offene Anfragen) und kann nicht gelöscht werden. Nimm ihn stattdessen aus dem Angebot.',
  retired: 'Dieser Plan ist nicht mehr verfügbar',
  alreadyActive: 'Du hast diesen Plan bereits',
} as const;
