/** German texts of billing (spec 000 §8 where it names them; ours otherwise, docs/decisions.md "Billing"). */
export const BILLING_TEXTS = {
  disabled: 'Zahlungen sind nicht eingerichtet. Bitte frage deinen Plan beim Team an.',
  enabled: 'Pläne werden direkt per Karte abgeschlossen: bitte wähle deinen Plan auf der Abo-Seite.',
  ownOnly: 'Zahlungen und das Abo-Portal öffnet nur der Kunde selbst, nicht ein Admin in seiner Ansicht.',
  notPurchasable: 'Dieser Plan kann nicht online abgeschlossen werden.',
  stripeManaged: 'Dein Abo läuft über Stripe: Planwechsel bitte über «Abo verwalten».',
  adminStripeManaged: 'Dieses Abo wird über Stripe verwaltet. Änderungen bitte im Stripe-Dashboard vornehmen.',
  noCustomer: 'Es gibt noch kein Abo über Stripe, das verwaltet werden könnte.',
  badSignature: 'Ungültige Stripe-Signatur',
  unavailable: 'Stripe ist gerade nicht erreichbar. Bitte versuche es später erneut.',
} as const;
