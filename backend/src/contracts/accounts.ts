/** The accounts' bounds, which the web app imports; the answers are zod schemas in account-answers.ts. */

/**
 * The bounds of the account's requests (sign-up, sign-in, profile, passwords, the second factor),
 * which the web app's forms show too. A chosen password must also be hard to guess (the server's
 * check, docs/security.md "Passwords").
 */
export const ACCOUNT_LIMITS = {
  name: 200,
  email: 320,
  passwordMin: 10,
  passwordMax: 200,
  /** A password given to prove who one is (sign-in, the current password): no lower bound. */
  givenPassword: 200,
  passkeyName: 100,
} as const;
