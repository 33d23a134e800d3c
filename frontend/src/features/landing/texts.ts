import { brandName, contactEmail } from '../../shared/brand';

/**
 * Section ids: the header's anchor links point at these.
 * @public the union's values beside the union (a union's values are exported beside it), read only here so far
 */
export const sectionIds = ['features', 'preise', 'referenzen', 'faq', 'kontakt'] as const;
export type SectionId = (typeof sectionIds)[number] | 'demo';

export const navLinks: { id: SectionId; label: string }[] = [
  { id: 'features', label: 'Features' },
  { id: 'preise', label: 'Preise' },
  { id: 'referenzen', label: 'Referenzen' },
  { id: 'faq', label: 'FAQ' },
  { id: 'kontakt', label: 'Kontakt' },
];

export const headerTexts = {
  navLabel: 'Hauptnavigation',
  login: 'Login',
  signUp: 'Sign up',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schliessen',
} as const;

export const heroTexts = {
  eyebrow: 'Social-Media-Content für Unternehmen in der Schweiz',
  headline: 'Content-Produktion, endlich organisiert.',
  description:
    'Briefing einreichen, Entwurf prüfen, freigeben und direkt posten: ContentFlow bringt Kunden, Grafikdesigner und Admins in einen klaren Ablauf – für Posts, Carousels, Stories, Reels und TikTok-Videos.',
  ratingValue: 5,
  rating: '5.0',
  ratingLabel: 'Bewertung unserer Kunden',
  badge: 'OAuth & Verschlüsselung',
  primaryCta: 'Kostenlos starten',
  secondaryCta: 'Demo ansehen',
} as const;

export const audienceTexts = {
  title: 'Für alle, die an Ihrem Content arbeiten',
  subtitle: 'Jede Rolle sieht genau das, was sie braucht – nicht mehr und nicht weniger.',
  cards: [
    {
      key: 'clients',
      title: 'Kunden',
      text: 'Briefings in wenigen Minuten einreichen, Entwürfe prüfen, Änderungen anfordern und Inhalte freigeben – mit klarem Blick auf Ihr Monatskontingent.',
    },
    {
      key: 'designers',
      title: 'Grafikdesigner',
      text: 'Alle zugewiesenen Aufträge, Branding-Vorgaben und Rückmeldungen an einem Ort. Finale Designs hochladen, ohne E-Mail-Pingpong.',
    },
    {
      key: 'admins',
      title: 'Admins',
      text: 'Kunden, Designer, Pläne und Aufträge verwalten, Designs vor der Kundenfreigabe prüfen und jederzeit die Kundenansicht öffnen.',
    },
  ],
} as const;

export const problemSolutionTexts = {
  title: 'Vom Chaos zum klaren Ablauf',
  problemTitle: 'Problem',
  problemText:
    'Briefings in E-Mails, Feedback in Chats, Dateien in fünf Ordnern: Content-Produktion kostet zu viel Zeit – und Freigaben gehen unter.',
  solutionTitle: 'Lösung',
  solutionText: 'Ein gemeinsamer Ablauf für alle Beteiligten:',
  solutionSteps: ['Content einreichen', 'Review & Freigabe', 'Direkt posten'],
  benefitTitle: 'Nutzen',
  benefitText:
    'Weniger Abstimmung, schnellere Freigaben und ein Auftritt, der zu Ihrer Marke passt – planbar Monat für Monat.',
} as const;

/** @public the union's values beside the union (a union's values are exported beside it), read only here so far */
export const featureKeys = ['submission', 'oauth', 'calendar', 'roles', 'analytics', 'security'] as const;
export type FeatureKey = (typeof featureKeys)[number];

export const featuresTexts = {
  title: 'Alles, was Ihre Content-Produktion braucht',
  subtitle: 'Sechs Bausteine, ein Werkzeug.',
  items: [
    {
      key: 'submission',
      title: 'Content-Einreichung & Freigabe',
      text: 'Briefings mit Bildern und Videos einreichen, Entwürfe kommentieren und mit einem Klick freigeben.',
    },
    {
      key: 'oauth',
      title: 'Direktes Posten via OAuth',
      text: 'Nach der finalen Freigabe auf Facebook, Instagram (inkl. Reels), TikTok und LinkedIn veröffentlichen – ohne gespeicherte Passwörter.',
    },
    {
      key: 'calendar',
      title: 'Redaktionskalender',
      text: 'Alle Inhalte im Monatsüberblick planen und Veröffentlichungen terminieren.',
    },
    {
      key: 'roles',
      title: 'Teamrollen & Rechte',
      text: 'Kunden, Grafikdesigner und Admins arbeiten mit klar getrennten Rollen und Berechtigungen.',
    },
    {
      key: 'analytics',
      title: 'Analytics-Dashboard',
      text: 'Engagement und Reichweite Ihrer Beiträge auf einen Blick.',
    },
    {
      key: 'security',
      title: 'Maximale Sicherheit',
      text: 'DSGVO-konformes Hosting in der Schweiz, verschlüsselte Verbindungen und OAuth statt Passwörter.',
    },
  ],
} as const;

export const pricingTexts = {
  title: 'Preise',
  subtitle: 'Monatliche Pläne in CHF – passend zu Ihrem Content-Bedarf.',
  recommended: 'Empfohlen',
  defaultCta: 'Plan wählen',
  fallbackTitle: 'Preise im Account',
  fallbackText: 'Melden Sie sich an, um Details zu sehen',
  fallbackCta: 'Jetzt anmelden',
  note: 'Detaillierte Preise und alle Leistungen sehen Sie nach dem Login in Ihrem Account.',
  loading: 'Pläne werden geladen',
} as const;

/** At most this many features per pricing card (spec 000, section 9). */
export const MAX_PLAN_FEATURES = 6;

export const howItWorksTexts = {
  title: "So funktioniert's",
  subtitle: 'In vier Schritten vom Briefing zum veröffentlichten Beitrag.',
  steps: [
    { title: 'Content einreichen', text: 'Briefing ausfüllen, Bilder oder Videos anhängen – in unter 2 Minuten.' },
    { title: 'Feedback & Freigabe', text: 'Entwurf prüfen, Änderungen anfordern oder direkt freigeben.' },
    { title: 'Kanäle verbinden', text: 'Facebook, Instagram, TikTok und LinkedIn sicher per OAuth verknüpfen.' },
    { title: 'Direkt posten', text: 'Freigegebene Inhalte gehen pünktlich nach Plan online.' },
  ],
} as const;

export const referencesTexts = {
  title: 'Referenzen',
  subtitle: 'Was unsere Kundinnen und Kunden sagen',
  testimonials: [
    {
      quote:
        'Früher kamen Briefings per E-Mail und Feedback über drei Kanäle. Heute ist alles an einem Ort – und unsere Posts gehen doppelt so schnell raus.',
      role: 'Geschäftsführerin, Boutique-Hotel',
    },
    {
      quote:
        'Ich sehe sofort, welche Aufträge anstehen, und habe das Branding meiner Kunden immer griffbereit. Das spart mir jede Woche Stunden.',
      role: 'Grafikdesigner, Freelancer',
    },
    {
      quote:
        'Die Freigabe per Klick und die klaren Monatskontingente machen unsere Content-Planung endlich berechenbar.',
      role: 'Marketingleiter, KMU',
    },
  ],
  badgesLabel: 'Sicherheit',
  badges: ['OAuth-basiert', 'DSGVO-ready', 'Keine Passwortspeicherung'],
} as const;

export const demoTexts = {
  title: 'Demo',
  subtitle: 'Sehen Sie ContentFlow in Aktion',
  videoLabel: 'Demo-Video',
  videoHint: 'Das Demo-Video zeigt den kompletten Ablauf in wenigen Minuten.',
  listTitle: 'Das zeigt Ihnen die Demo:',
  points: [
    'Content in unter 2 Minuten einreichen',
    'Entwürfe prüfen, kommentieren und freigeben',
    'Monatskontingent und Auftragsstatus im Blick behalten',
    'Freigegebene Inhalte direkt auf Ihren Kanälen posten',
  ],
  cta: 'Demo anfordern',
} as const;

export const faqTexts = {
  title: 'FAQ',
  subtitle: 'Häufige Fragen',
  items: [
    {
      key: 'oauth',
      question: 'Wie funktioniert das Posten ohne Passwort?',
      answer:
        'Sie verbinden Ihre Kanäle einmalig über OAuth 2.0, den Anmeldestandard von Meta, TikTok und LinkedIn. ContentFlow erhält nur ein widerrufbares Zugriffstoken – Ihre Passwörter sehen und speichern wir nie.',
    },
    {
      key: 'formats',
      question: 'Werden Reels und TikTok-Videos unterstützt?',
      answer:
        'Ja. Neben Posts, Carousels und Stories produzieren und veröffentlichen wir auch Instagram Reels und TikTok-Videos.',
    },
    {
      key: 'approval',
      question: 'Wie läuft die Freigabe ab?',
      answer:
        'Nach dem Upload prüft zuerst unser Team den Entwurf, danach Sie. Sie geben frei oder fordern Änderungen an – veröffentlicht wird erst nach Ihrer finalen Freigabe.',
    },
    {
      key: 'import',
      question: 'Kann ich bestehendes Material importieren?',
      answer:
        'Ja. Laden Sie vorhandene Bilder, Videos und Logos direkt im Briefing hoch; Ihr Branding hinterlegen Sie einmal im Branding-System.',
    },
    {
      key: 'security',
      question: 'Wie sicher sind meine Daten und wo werden sie gehostet?',
      answer:
        'Ihre Daten liegen DSGVO-konform auf Servern in der Schweiz, alle Verbindungen sind verschlüsselt und Zugriffe sind nach Rollen getrennt.',
    },
  ],
} as const;

export const closingTexts = {
  title: 'Bereit für organisierte Content-Produktion?',
  text: 'Starten Sie kostenlos oder sprechen Sie mit uns über Ihre Anforderungen.',
  primaryCta: 'Kostenlos starten',
  contactCta: 'Kontakt aufnehmen',
  contactHref: `mailto:${contactEmail}`,
} as const;

export const footerTexts = {
  tagline: 'Social-Media-Content organisiert produzieren – von der Idee bis zum Post.',
  navigationTitle: 'Navigation',
  legalTitle: 'Rechtliches',
  legalLinks: ['Impressum', 'Datenschutz', 'AGB'],
  contactTitle: 'Kontakt',
  email: contactEmail,
  street: 'Musterstrasse 1',
  city: '8000 Zürich',
  country: 'Schweiz',
  copyright: `© ${new Date().getFullYear()} ${brandName}. Alle Rechte vorbehalten.`,
} as const;

export const cookieTexts = {
  label: 'Cookie-Hinweis',
  text: 'Wir verwenden Cookies, damit die Anmeldung sicher funktioniert und wir unser Angebot verbessern können.',
  accept: 'Akzeptieren',
  decline: 'Ablehnen',
} as const;
