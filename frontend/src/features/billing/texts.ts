import type { SubscriptionSource, SubscriptionStatus } from '../../shared/contracts';

/**
 * German texts of the subscription screen (/client/subscription, spec 000 §2, §8, §9). Where the
 * spec names no text, they are our own (listed in docs/decisions.md).
 */
export const billingTexts = {
  title: 'Abonnement',
  subtitle: 'Wähle den Plan, der zu deinem Content-Bedarf passt.',
  recommended: 'Empfohlen',
  defaultCta: 'Plan wählen',
  currentPlan: 'Aktueller Plan',
  requestSent: 'Anfrage gesendet',
  perMonth: 'pro Monat',
  plansError: 'Fehler beim Laden der Pläne',
  plansUnavailable: 'Die Pläne konnten nicht geladen werden.',
  noPlans: 'Zurzeit sind keine Pläne verfügbar.',
  retry: 'Erneut versuchen',
  requestError: 'Die Anfrage konnte nicht gesendet werden',
  requestOpenText: (plan: string, date: string) =>
    `Deine Anfrage für den Plan ${plan} vom ${date} ist eingegangen. Sobald ein Admin den Plan freischaltet, siehst du ihn hier als aktuellen Plan.`,
  requestGrantedTitle: 'Plan freigeschaltet',
  requestGrantedText: (plan: string, date: string) =>
    `Deine Anfrage für den Plan ${plan} vom ${date} wurde freigeschaltet.`,
  noSubscription: 'Du hast noch kein Abonnement. Wähle einen Plan um Content zu erstellen.',
  paymentsHint: 'Die Zahlung per Karte folgt in Kürze: Bis dahin schaltet ein Admin deinen gewählten Plan frei.',
  openPortal: 'Abo verwalten',
  portalProvider: 'Stripe',
  portalError: 'Fehler beim Öffnen des Abo-Verwaltungsportals',

  // Card payments (Stripe Checkout and customer portal).
  checkoutError: 'Fehler beim Erstellen des Checkouts',
  switchInPortal: 'Im Abo-Portal wechseln',
  confirming: 'Zahlung wird bestätigt …',
  confirmed: (plan: string) => `Dein Plan ${plan} ist aktiv.`,
  confirmSlow:
    'Die Bestätigung der Zahlung dauert länger als erwartet. Du erhältst eine Benachrichtigung, sobald dein Plan aktiv ist.',
  checkAgain: 'Erneut prüfen',
  checkoutCancelled: 'Der Checkout wurde abgebrochen. Es wurde nichts belastet.',
  pastDue: 'Die letzte Zahlung ist fehlgeschlagen. Bitte aktualisiere deine Zahlungsmethode im Abo-Portal.',

  /** A subscription's status (the admin's client detail shows them too). */
  statusLabels: {
    active: 'Aktiv',
    trialing: 'Testphase',
    past_due: 'Zahlung ausstehend',
    unpaid: 'Unbezahlt',
    incomplete: 'Unvollständig',
    paused: 'Pausiert',
    cancelled: 'Gekündigt',
  } satisfies Record<SubscriptionStatus, string>,
  /** Who runs the subscription. */
  sourceLabels: { manual: 'Manuell', stripe: 'Stripe' } satisfies Record<SubscriptionSource, string>,
} as const;
