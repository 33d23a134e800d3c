import type { BrandingData, SocialLinks } from '../../shared/brandingContract';

/** Every text of the brand screens (spec 000 §2, §5, §8; spec 001 "/designer/client/{clientId}/branding"). */
export const brandingTexts = {
  title: 'Branding-System',
  subtitle: 'Identität, Farben, Schriften, Tonalität und Social-Media-Vorgaben deiner Marke.',
  calendar: 'Kalender',
  viewerTitle: 'Kunden-Branding',
  viewerSubtitle: 'Kundendaten, Identität, Visuell, Stimme und Social Media des Kunden.',

  tabs: {
    input: 'Eingabe',
    identity: 'Identität',
    visual: 'Visuell',
    voice: 'Stimme',
    social: 'Social',
    clientData: 'Kundendaten',
    socialMedia: 'Social Media',
  },

  save: 'Speichern',
  saved: 'Branding erfolgreich gespeichert',
  saveError: 'Fehler beim Speichern',
  loadError: 'Fehler beim Laden der Branding-Daten',
  unsaved: 'Ungespeicherte Änderungen',
  leaveConfirm: 'Du hast ungespeicherte Änderungen. Seite trotzdem verlassen?',
  requiredHint: 'Mit * markierte Felder sind wichtig für gute Inhalte; speichern kannst du jederzeit.',
  words: (count: number, hint: number) => `${count} / ${hint} Wörter`,

  noBranding: 'Keine Branding-Daten verfügbar für diesen Kunden.',
  noAccess: 'Kein Zugriff auf diesen Kunden',
  noClient: 'Kein Kunde zugewiesen.',
  clientsTitle: 'Deine Kunden',
  clientsLoadError: 'Fehler beim Laden der Kunden',
  viewBranding: 'Branding ansehen',
  // The visible label first (WCAG 2.5.3, label in name), then whose.
  viewBrandingAria: (name: string) => `Branding ansehen: ${name}`,
  empty: '–',

  sections: {
    palette: 'Farbpalette',
    fonts: 'Schriften',
    preview: 'Vorschau',
    imageTypes: 'Bildwelten',
    examplePosts: 'Beispiel-Posts',
    links: 'Website und Social-Media-Kanäle',
  },
  previewHeading: 'So wirkt deine Marke',
  previewBody: 'Ein Beispieltext in deiner Textschrift: klar, lesbar und unverwechselbar.',
  imageType: 'Bildtyp',
  imageDescription: 'Beschreibung',
  examplePost: {
    headline: 'Headline',
    subline: 'Subline',
    body: 'Text',
    cta: 'CTA',
  },
  website: 'Website',
  social: {
    instagram: 'Instagram',
    facebook: 'Facebook',
    linkedin: 'LinkedIn',
    twitter: 'X (Twitter)',
  } satisfies Record<keyof SocialLinks, string>,
  priceSegments: { günstig: 'Günstig', mittel: 'Mittel', premium: 'Premium' },
  listEntry: (label: string, index: number) => `${label} ${index + 1}`,
  // The brand on the designer's order page.
  brandInfo: 'Branding-Info',
  logoOf: (name: string) => `Logo von ${name}`,
  dosShort: 'Dos',
  dontsShort: 'Don’ts',
} as const;

type FieldKey = Exclude<keyof BrandingData, 'imageTypes' | 'examplePosts'>;

/** The label of every field of the brand (form and viewer). */
export const brandingFieldLabels: Record<FieldKey, string> = {
  clientName: 'Firmenname',
  industry: 'Branche',
  offer: 'Angebot',
  usp: 'USP (Alleinstellungsmerkmal)',
  targetAudience: 'Zielgruppe',
  priceSegment: 'Preissegment',
  competitors: 'Mitbewerber',
  brandPersonality: 'Markenpersönlichkeit',
  brandPromise: 'Markenversprechen',
  elevatorPitch: 'Elevator Pitch',
  brandArchetype: 'Markenarchetyp',
  archetypeAdjectives: 'Archetyp-Adjektiv',
  differentiation: 'Differenzierung',
  boilerplate: 'Boilerplate',
  colorPrimary: 'Primärfarbe',
  colorSecondary1: 'Sekundärfarbe 1',
  colorSecondary2: 'Sekundärfarbe 2',
  colorNeutral1: 'Neutralfarbe 1',
  colorNeutral2: 'Neutralfarbe 2',
  displayFont: 'Display-Schrift',
  textFont: 'Textschrift',
  logoStyle: 'Logo-Stil',
  tone: 'Tonalität',
  language: 'Sprache',
  dos: 'Do',
  donts: 'Don’t',
  claims: 'Claim',
  hooks: 'Hook',
  ctas: 'CTA',
  contentPillars: 'Content-Säule',
  templateTypes: 'Template-Typ',
};

/** The heading of a list in the viewer (the form labels each entry). */
export const brandingListTitles = {
  archetypeAdjectives: 'Archetyp-Adjektive',
  differentiation: 'Differenzierung',
  dos: 'Dos',
  donts: 'Don’ts',
  claims: 'Claims',
  hooks: 'Hooks',
  ctas: 'CTAs',
  contentPillars: 'Content-Säulen',
  templateTypes: 'Template-Typen',
} as const;
