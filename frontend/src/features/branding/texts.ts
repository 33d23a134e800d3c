export const brandingTexts = {
  title: 'Branding-System',
  subtitle: 'Identität, Farben, Schriften, Tonalität und Social-Media-Vorgaben deiner Marke.',
  viewerTitle: 'Kunden-Branding',
  viewerSubtitle: 'Kundendaten, Identität, Visuell, Stimme und Social Media des Kunden.',
} as const;
