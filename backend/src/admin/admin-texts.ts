/** German texts of the admin's users and clients (the spec's where it names one, ours otherwise). */
export const ADMIN_TEXTS = {
  userNotFound: 'Benutzer nicht gefunden',
  notYourself: {
    delete: 'Du kannst dein eigenes Konto nicht löschen',
    demote: 'Du kannst dir die Administratorrolle nicht selbst entziehen',
    deactivate: 'Du kannst dein eigenes Konto nicht deaktivieren',
    resetMfa: 'Deinen eigenen zweiten Faktor kann nur ein anderer Administrator zurücksetzen',
  },
  lastAdmin: 'Der letzte Administrator kann nicht gelöscht, herabgestuft oder deaktiviert werden',
  passwordLinkInactive: 'Das Konto ist deaktiviert. Aktiviere es, bevor du einen Link zum Passwort setzen sendest.',
} as const;
