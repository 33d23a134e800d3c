/**
 * The second factor (docs/security.md "Second factor"): TOTP with recovery codes, and passkeys.
 * Its answers are zod schemas in mfa-answers.ts.
 */

/** How the second step of a sign-in can be taken. */
export const MFA_METHODS = ['totp', 'recovery', 'passkey'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];
