import { ACCOUNT_LIMITS } from '../../shared/contracts';

/** German texts of sign-in, sign-up and sign-out (spec 000, sections 2, 4, 5 and 8). */
export const authTexts = {
  loginTitle: 'Anmelden',
  signUpTitle: 'Registrieren',
  loginSubtitle: 'Melde dich an, um deine Aufträge zu verwalten.',
  signUpSubtitle: 'Erstelle deinen Account und starte mit deinem ersten Auftrag.',
  nameLabel: 'Name',
  nameHint: 'Vor- und Nachname',
  emailLabel: 'E-Mail',
  emailHint: 'name@firma.ch',
  passwordLabel: 'Passwort',
  /** Where a password is chosen; the server also refuses easy guesses and says why. */
  passwordHint: 'Mindestens 10 Zeichen, am besten mehrere Wörter',
  /** The password field's toggle (ours: the spec names none). */
  showPassword: 'Anzeigen',
  hidePassword: 'Verbergen',
  loginSubmit: 'Anmelden',
  signUpSubmit: 'Registrieren',
  loading: 'Lädt...',
  toSignUp: 'Noch kein Account? Registrieren',
  toLogin: 'Schon registriert? Anmelden',
  backHome: 'Zurück zur Startseite',
  nameRequired: 'Bitte gib deinen Namen ein',
  emailRequired: 'Bitte gib deine E-Mail-Adresse ein',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
  passwordRequired: 'Bitte gib dein Passwort ein',
  newPasswordRequired: 'Bitte gib ein Passwort ein',
  passwordTooShort: 'Das Passwort muss mindestens 10 Zeichen lang sein',
  confirmLabel: 'Passwort bestätigen',
  confirmHint: 'Passwort wiederholen',
  confirmRequired: 'Bitte bestätige dein Passwort',
  passwordMismatch: 'Passwörter stimmen nicht überein',
  signedIn: 'Erfolgreich eingeloggt!',
  signedUp: 'Account erstellt! Du kannst dich jetzt einloggen.',
  signedOut: 'Erfolgreich ausgeloggt',
  genericError: 'Ein Fehler ist aufgetreten',
  noRoleTitle: 'Keine Rolle gefunden',
  noRoleText: 'Deinem Konto ist noch keine Rolle zugewiesen. Bitte wende dich an einen Administrator.',
} as const;

/** The sign-in's second step (issue 22; ours, the spec names none). Wrong codes: the server's words. */
export const secondFactorTexts = {
  title: 'Anmeldung bestätigen',
  totpSubtitle: 'Gib den 6-stelligen Code aus deiner Authenticator-App ein.',
  recoverySubtitle: 'Gib einen deiner Wiederherstellungscodes ein. Jeder Code funktioniert nur einmal.',
  passkeySubtitle: 'Bestätige die Anmeldung mit deinem Passkey.',
  codeLabel: 'Bestätigungscode',
  codeHint: '123456',
  codeRequired: 'Bitte gib den 6-stelligen Code ein',
  recoveryLabel: 'Wiederherstellungscode',
  recoveryHint: 'xxxxx-xxxxx',
  recoveryRequired: 'Bitte gib einen Wiederherstellungscode ein',
  confirm: 'Bestätigen',
  useRecovery: 'Wiederherstellungscode verwenden',
  useTotp: 'Code aus der Authenticator-App verwenden',
  or: 'oder',
  passkey: 'Mit Passkey bestätigen',
  passkeyUnsupported: 'Dieser Browser unterstützt keine Passkeys.',
  passkeyCancelled: 'Der Passkey wurde nicht bestätigt. Versuche es erneut oder verwende einen Code.',
  back: 'Zurück',
} as const;

/**
 * The web app checks only the length of a chosen password: the server's rule (zxcvbn with its
 * dictionaries, megabytes) stays on the server, and its German reason is shown as it answers.
 */
export const PASSWORD_MIN_LENGTH = ACCOUNT_LIMITS.passwordMin;
