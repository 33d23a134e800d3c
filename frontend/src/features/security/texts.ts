import { plural } from '../../shared/plural';

/**
 * German texts of the security page (/security, issue 22): the second factor of the sign-in. Not in
 * the spec; the server's messages (wrong code, wrong password, an admin's last factor) are shown as
 * the server words them.
 */
export const securityTexts = {
  title: 'Sicherheit',
  subtitle: 'Schütze deine Anmeldung mit einem zweiten Faktor: einer Authenticator-App oder einem Passkey.',
  loadError: 'Fehler beim Laden der Sicherheitseinstellungen',
  viewingAsClient: 'In der Kundenansicht kannst du keine Sicherheitseinstellungen ändern.',
  viewingAsClientHint: 'Kehre zur Admin-Ansicht zurück, um deinen eigenen zweiten Faktor zu verwalten.',
  setupRequiredTitle: 'Zweiter Faktor erforderlich',
  setupRequiredText:
    'Als Administrator brauchst du einen zweiten Faktor, bevor du ContentFlow weiter nutzen kannst. Richte eine Authenticator-App oder einen Passkey ein.',
  adminKeepsOne: 'Als Administrator brauchst du immer mindestens einen zweiten Faktor.',
  released: 'Zweiter Faktor eingerichtet. Du kannst ContentFlow jetzt nutzen.',
  active: 'Aktiv',
  inactive: 'Nicht eingerichtet',
  cancel: 'Abbrechen',
  genericError: 'Ein Fehler ist aufgetreten',

  totpTitle: 'Authenticator-App',
  totpOff:
    'Mit einer App wie Google Authenticator, Microsoft Authenticator oder 1Password bestätigst du jede Anmeldung mit einem Code, der alle 30 Sekunden wechselt.',
  totpOn: 'Bei der Anmeldung fragen wir nach dem Code aus deiner Authenticator-App.',
  totpStart: 'Authenticator-App einrichten',
  totpStartText: 'Bestätige zuerst mit deinem aktuellen Passwort, dass du es bist.',
  next: 'Weiter',
  totpScan: '1. Scanne den QR-Code mit deiner Authenticator-App.',
  totpQrLabel: 'QR-Code für die Authenticator-App',
  totpManual: 'Oder gib diesen Schlüssel von Hand ein:',
  totpEnterCode: '2. Gib den 6-stelligen Code ein, den die App jetzt anzeigt.',
  codeLabel: 'Bestätigungscode',
  codeRequired: 'Bitte gib den 6-stelligen Code ein',
  totpConfirm: 'Bestätigen',
  totpConfirmed: 'Authenticator-App eingerichtet',
  totpRemove: 'Authenticator-App entfernen',
  totpRemoveTitle: 'Authenticator-App entfernen?',
  totpRemoveText:
    'Deine Wiederherstellungscodes werden dabei ebenfalls gelöscht. Bestätige mit deinem aktuellen Passwort.',
  totpRemoved: 'Authenticator-App entfernt',

  recoveryTitle: 'Wiederherstellungscodes',
  recoveryLeft: (left: number) =>
    plural(left, { one: 'Noch 1 Wiederherstellungscode übrig', other: `Noch ${left} Wiederherstellungscodes übrig` }),
  recoveryLow: 'Erzeuge bald neue Codes, damit du dich auch ohne deine App noch anmelden kannst.',
  recoveryRenew: 'Neue Wiederherstellungscodes erzeugen',
  recoveryRenewTitle: 'Neue Wiederherstellungscodes erzeugen?',
  recoveryRenewText: 'Deine bisherigen Codes werden dabei ungültig. Bestätige mit deinem aktuellen Passwort.',
  recoveryRenewOk: 'Erzeugen',
  recoveryDialogTitle: 'Deine Wiederherstellungscodes',
  recoveryWarningTitle: 'Diese Codes werden nur jetzt angezeigt.',
  recoveryWarningText:
    'Bewahre sie an einem sicheren Ort auf (z. B. in deinem Passwort-Manager). Mit jedem Code kannst du dich einmal anmelden, wenn du keinen Zugriff auf deine Authenticator-App hast.',
  recoveryCopy: 'Kopieren',
  recoveryCopied: 'Codes kopiert',
  recoveryCopyFailed: 'Kopieren nicht möglich. Bitte lade die Codes herunter oder schreibe sie ab.',
  recoveryDownload: 'Als .txt herunterladen',
  recoveryFileName: 'contentflow-wiederherstellungscodes.txt',
  recoveryFileIntro: (email: string) =>
    `ContentFlow – Wiederherstellungscodes für ${email}\nJeder Code funktioniert nur einmal.\n`,
  recoveryDone: 'Ich habe die Codes gesichert',

  passkeysTitle: 'Passkeys',
  passkeysIntro:
    'Melde dich mit Fingerabdruck, Gesichtserkennung oder einem Sicherheitsschlüssel an, statt einen Code abzutippen.',
  passkeysEmpty: 'Noch kein Passkey hinzugefügt.',
  passkeyCreated: (date: string) => `Hinzugefügt am ${date}`,
  passkeyLastUsed: (date: string) => `Zuletzt verwendet am ${date}`,
  passkeyNeverUsed: 'Noch nie verwendet',
  passkeyAdd: 'Passkey hinzufügen',
  passkeyNameLabel: 'Name',
  passkeyNameHint: 'z. B. MacBook oder iPhone',
  passkeyNameRequired: 'Bitte gib dem Passkey einen Namen',
  passkeyNameTooLong: 'Der Name darf höchstens 100 Zeichen lang sein',
  passkeyAddOk: 'Weiter',
  passkeyAdded: 'Passkey hinzugefügt',
  passkeyCancelled: 'Der Passkey wurde nicht erstellt. Versuche es erneut.',
  passkeyUnsupported: 'Dieser Browser unterstützt keine Passkeys.',
  passkeyRemoveAria: (name: string) => `Passkey ${name} entfernen`,
  passkeyRemoveTitle: (name: string) => `Passkey «${name}» entfernen?`,
  passkeyRemoveText:
    'Mit diesem Passkey kannst du dich danach nicht mehr anmelden. Bestätige mit deinem aktuellen Passwort.',
  passkeyRemoved: 'Passkey entfernt',

  remove: 'Entfernen',
  currentPasswordLabel: 'Aktuelles Passwort',
  currentPasswordRequired: 'Bitte gib dein aktuelles Passwort ein',
  otherSessions: 'Alle anderen Sitzungen deines Kontos werden danach abgemeldet.',
} as const;
