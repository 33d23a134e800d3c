import { brandName } from '../../shared/brand';

/** German texts of the first-run setup page (not in the spec; see docs/decisions.md). */
export const setupTexts = {
  title: `${brandName} einrichten`,
  intro:
    'Willkommen! Lege hier den ersten Administrator-Account an. Damit verwaltest du Kunden, Designer und Aufträge. Sobald er erstellt ist, verschwindet diese Seite.',
  nameLabel: 'Name',
  nameHint: 'Vor- und Nachname',
  nameRequired: 'Bitte gib deinen Namen ein',
  submit: 'Administrator erstellen',
  loading: 'Lädt...',
  created: `Administrator erstellt. Willkommen bei ${brandName}!`,
  createdSignInFailed: 'Der Administrator wurde erstellt. Bitte melde dich jetzt mit deinen Zugangsdaten an.',
  alreadySetUpLink: 'Zur Anmeldung',
  statusErrorTitle: 'Der Einrichtungsstatus konnte nicht geladen werden.',
  statusErrorText: 'Prüfe deine Verbindung und versuche es erneut.',
  retry: 'Erneut versuchen',
  genericError: 'Ein Fehler ist aufgetreten',
} as const;
