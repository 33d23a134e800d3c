/**
 * The account's requests as zod schemas: sign-up, sign-in, the profile, the passwords (see
 * project-requests.ts on why apart from accounts.ts, whose ACCOUNT_LIMITS the web app reads).
 */
import { z } from 'zod';
import { ACCOUNT_LIMITS } from './accounts.js';
import { emailAddress, leftOutWhenNull, requiredText, type WithoutNulls } from './fields.js';

/** The German messages of the account's request fields. */
export const ACCOUNT_FIELD_TEXTS = {
  nameRequired: 'Bitte gib deinen Namen ein',
  nameEmpty: 'Name darf nicht leer sein',
  nameTooLong: `Der Name darf höchstens ${ACCOUNT_LIMITS.name} Zeichen lang sein`,
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
  /** A chosen password's length (the whole rule: accounts/password-policy.ts). */
  passwordTooShort: `Das Passwort muss mindestens ${ACCOUNT_LIMITS.passwordMin} Zeichen lang sein`,
  passwordTooLong: `Das Passwort darf höchstens ${ACCOUNT_LIMITS.passwordMax} Zeichen lang sein`,
  /** Sign-in asks for no length: passwords chosen under older rules keep signing in. */
  passwordRequired: 'Bitte gib dein Passwort ein',
  currentPasswordRequired: 'Bitte gib dein aktuelles Passwort ein',
  invalidLink: 'Der Link ist ungültig oder abgelaufen.',
} as const;

const T = ACCOUNT_FIELD_TEXTS;

/** A password being chosen: its length here, whether it is hard to guess in the handler. */
const chosenPassword = z
  .string({ error: T.passwordTooShort })
  .min(ACCOUNT_LIMITS.passwordMin, T.passwordTooShort)
  .max(ACCOUNT_LIMITS.passwordMax, T.passwordTooLong)
  .describe('Not too easy to guess (docs/security.md "Passwords")');

/** A password given as proof (not trimmed, any length up to the bound). */
export function givenPassword(required: string) {
  return z.string({ error: required }).min(1, required).max(ACCOUNT_LIMITS.givenPassword, T.passwordTooLong);
}

/** The current password where it may be left out (an optional text, not trimmed). */
export const optionalCurrentPassword = leftOutWhenNull(
  z.string({ error: T.currentPasswordRequired }).max(ACCOUNT_LIMITS.givenPassword, T.passwordTooLong),
);

/** A person's or company's name that must be given. */
export const accountName = (required: string) =>
  requiredText(ACCOUNT_LIMITS.name, { required, tooLong: T.nameTooLong });

/** POST /api/auth/sign-up (and the first run's admin, POST /api/setup/admin). */
export const signUpBodySchema = z.object({
  name: accountName(T.nameRequired).meta({ example: 'Muster AG' }),
  email: emailAddress(T.emailInvalid).meta({ example: 'kunde@example.ch' }),
  password: chosenPassword.meta({ example: 'Sonnen-Blumen-Feld-42' }),
});

/** POST /api/auth/sign-in. */
export const signInBodySchema = z.object({
  email: emailAddress(T.emailInvalid).meta({ example: 'kunde@example.ch' }),
  password: givenPassword(T.passwordRequired),
});

/** POST /api/auth/password (204): every other session of the account ends. */
export const changePasswordBodySchema = z.object({
  currentPassword: givenPassword(T.currentPasswordRequired).describe('The password the account has now'),
  password: chosenPassword,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** PATCH /api/me/profile: `currentPassword` is required when the e-mail changes; null is left out. */
export const updateProfileBodySchema = z.object({
  name: leftOutWhenNull(accountName(T.nameEmpty)),
  email: leftOutWhenNull(emailAddress(T.emailInvalid)),
  currentPassword: optionalCurrentPassword.describe('Required when the e-mail changes'),
});
export type UpdateProfileBody = WithoutNulls<z.input<typeof updateProfileBodySchema>>;

/** POST /api/auth/set-password: the token from the link of the welcome mail and the chosen password. */
export const setPasswordBodySchema = z.object({
  token: z
    .string({ error: T.invalidLink })
    .max(100, T.invalidLink)
    .describe('The token from the link of the welcome mail'),
  password: chosenPassword.meta({ example: 'Sonnen-Blumen-Feld-42' }),
});
