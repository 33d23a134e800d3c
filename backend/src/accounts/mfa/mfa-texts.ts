/** German texts of the second factor (the HTTP contract's where it names one). */
export const MFA_TEXTS = {
  wrongCode: 'Der Code ist nicht korrekt.',
  signInExpired: 'Die Anmeldung ist abgelaufen. Bitte melde dich erneut an.',
  passkeyFailed: 'Der Passkey konnte nicht bestätigt werden.',
  passkeyNotRegistered: 'Der Passkey konnte nicht registriert werden.',
  totpAlreadyOn: 'Die Authenticator-App ist bereits eingerichtet.',
  totpNotStarted: 'Bitte starte die Einrichtung der Authenticator-App erneut.',
  totpOff: 'Die Authenticator-App ist nicht eingerichtet.',
  required: 'Administratoren brauchen einen zweiten Faktor.',
  passkeyNotFound: 'Passkey nicht gefunden',
  tooManyPasskeys: (max: number) => `Es sind höchstens ${max} Passkeys möglich.`,
  codeRequired: 'Bitte gib den Code ein',
  nameRequired: 'Bitte gib dem Passkey einen Namen',
  nameTooLong: 'Der Name darf höchstens 100 Zeichen lang sein',
  passwordToAddFactor: 'Bitte bestätige mit deinem aktuellen Passwort: Deine Anmeldung liegt mehr als 10 Minuten zurück.',
} as const;
