/** German texts of the admin's users and clients (the spec's where it names one, ours otherwise). */
export const ADMIN_TEXTS = {
  allFields: 'Bitte alle Felder ausfüllen',
  nameEmpty: 'Name darf nicht leer sein',
  unknownRole: 'Unbekannte Rolle',
  unknownStatus: 'Unbekannter Status',
  userNotFound: 'Benutzer nicht gefunden',
  notYourself: {
    delete: 'Du kannst dein eigenes Konto nicht löschen',
    demote: 'Du kannst dir die Administratorrolle nicht selbst entziehen',
    deactivate: 'Du kannst dein eigenes Konto nicht deaktivieren',
    resetMfa: 'Deinen eigenen zweiten Faktor kann nur ein anderer Administrator zurücksetzen',
  },
  lastAdmin: 'Der letzte Administrator kann nicht gelöscht, herabgestuft oder deaktiviert werden',
  colorInvalid: 'Bitte gib eine Farbe im Format #RRGGBB ein',
  socialLinkInvalid: 'Bitte gib einen gültigen Link ein',
  tooLong: (max: number) => `Höchstens ${max} Zeichen`,
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
  passwordLinkInactive: 'Das Konto ist deaktiviert. Aktiviere es, bevor du einen Link zum Passwort setzen sendest.',
} as const;
