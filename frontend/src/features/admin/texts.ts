export const adminTexts = {
  usersTitle: 'Benutzer',
  usersSubtitle: 'Alle Benutzer mit Name, E-Mail und Rolle.',
  addClientTitle: 'Kunde hinzufügen',
  addClientSubtitle: 'Neuen Kunden mit Zugangsdaten und Branding anlegen.',
  clientsTitle: 'Kunden',
  clientsSubtitle: 'Alle Kunden mit Plan, Designer und Status.',
  clientTitle: 'Kundendetails',
  clientSubtitle: 'Kundenkonto, Designer, Plan und Branding.',
  designersTitle: 'Designer',
  designersSubtitle: 'Designer-Statistiken pro Monat.',
} as const;
