import { MFA_FIELD_TEXTS } from '../../contracts/mfa-requests.js';

/** German texts of the second factor (the HTTP contract's where it names one). */
export const MFA_TEXTS = {
  ...MFA_FIELD_TEXTS,
  totpAlreadyOn: 'Die Authenticator-App ist bereits eingerichtet.',
  totpNotStarted: 'Bitte starte die Einrichtung der Authenticator-App erneut.',
  totpOff: 'Die Authenticator-App ist nicht eingerichtet.',
  required: 'Administratoren brauchen einen zweiten Faktor.',
  passkeyNotFound: 'Passkey nicht gefunden',
  tooManyPasskeys: (max: number) => `Es sind höchstens ${max} Passkeys möglich.`,
  passwordToAddFactor:
    'Bitte bestätige mit deinem aktuellen Passwort: Deine Anmeldung liegt mehr als 10 Minuten zurück.',
} as const;
