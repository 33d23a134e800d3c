/** The three plans every installation starts with (an admin can change them later). */
export const PLAN_CATALOGUE = [
  {
    name: 'Basic',
    price: 290,
    priceDisplay: 'CHF 290.00 / Monat',
    description: 'Der Einstieg für kleine Unternehmen, die regelmässig auf Social Media präsent sein wollen.',
    postLimit: 8,
    carouselLimit: 2,
    reelLimit: 1,
    features: [
      '8 Posts pro Monat',
      '2 Carousels pro Monat',
      '1 Reel pro Monat',
      'Persönlicher Designer',
      '2 Revisionen pro Auftrag',
      'KI-Captions und Hashtags',
    ],
    isRecommended: false,
    ctaLabel: 'Plan wählen',
  },
  {
    name: 'Business',
    price: 590,
    priceDisplay: 'CHF 590.00 / Monat',
    description: 'Für wachsende Marken mit einem festen Redaktionsplan über mehrere Kanäle.',
    postLimit: 16,
    carouselLimit: 6,
    reelLimit: 3,
    features: [
      '16 Posts pro Monat',
      '6 Carousels pro Monat',
      '3 Reels pro Monat',
      'Persönlicher Designer',
      '2 Revisionen pro Auftrag',
      'KI-Content-Plan für jeden Monat',
      'Branding-System mit Stimme und Visuals',
    ],
    isRecommended: true,
    ctaLabel: 'Jetzt starten',
  },
  {
    name: 'Premium',
    price: 990,
    priceDisplay: 'CHF 990.00 / Monat',
    description: 'Der volle Content-Service für Unternehmen, die auf allen Kanälen führend sein wollen.',
    postLimit: 30,
    carouselLimit: 12,
    reelLimit: 6,
    features: [
      '30 Posts pro Monat',
      '12 Carousels pro Monat',
      '6 Reels pro Monat',
      'Persönlicher Designer',
      '2 Revisionen pro Auftrag',
      'KI-Content-Plan für jeden Monat',
      'Branding-System mit Stimme und Visuals',
      'Priorisierte Bearbeitung',
    ],
    isRecommended: false,
    ctaLabel: 'Premium wählen',
  },
] as const;

/**
 * The demo admin's authenticator-app secret (base32), as public as the demo passwords: the demo
 * admin signs in with a code of it (any TOTP app, or the browser tests, compute them). Demo only.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';

/** Demo accounts for the local default only (SEED_DEMO); listed in the README. */
export const DEMO_ACCOUNTS = {
  admin: { name: 'Anna Admin', email: 'admin@demo.contentflow.ch', password: 'admin123', role: 'admin' },
  designer: {
    name: 'Dario Designer',
    email: 'designer@demo.contentflow.ch',
    password: 'designer123',
    role: 'designer',
  },
  client: { name: 'Bäckerei Muster AG', email: 'kunde@demo.contentflow.ch', password: 'kunde123', role: 'client' },
} as const;
