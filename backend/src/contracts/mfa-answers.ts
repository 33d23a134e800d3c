/** The second factor's answers as zod schemas (see project-requests.ts on why apart from mfa.ts). */
import { z } from 'zod';
import { MFA_METHODS } from './mfa.js';

/** An id the database made (written as the document's `uuid` format, checked no further). */
const id = () => z.string().meta({ format: 'uuid' });
/** A moment, as `Date.toISOString()` writes it. */
const instant = () => z.string().meta({ format: 'date-time' });

/** `user.mfa` of sign-in, refresh, GET /api/auth/me (and sign-up, the first admin). */
export const userMfaSchema = z.object({
  enabled: z.boolean().describe('An authenticator app or a passkey is set up'),
  setupRequired: z
    .boolean()
    .describe('An admin without a second factor: only the security endpoints answer it until one is set up'),
});
export type UserMfa = z.output<typeof userMfaSchema>;

/** POST /api/auth/sign-in for an account with a factor: no session yet, the second step follows. */
export const mfaChallengeSchema = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z
    .string()
    .describe('For POST /api/auth/mfa/verify or the passkey step: 5 minutes, once, at most 5 wrong codes'),
  methods: z.array(z.enum(MFA_METHODS)),
});
export type MfaChallenge = z.output<typeof mfaChallengeSchema>;

/** One passkey of the account (GET /api/me/mfa, POST /api/me/passkeys). */
export const passkeySummarySchema = z.object({
  id: id(),
  name: z.string(),
  createdAt: instant(),
  lastUsedAt: instant().nullable(),
});
export type PasskeySummary = z.output<typeof passkeySummarySchema>;

/** GET /api/me/mfa. */
export const mfaStatusSchema = z.object({
  totp: z.boolean().describe('The authenticator app is set up'),
  recoveryCodesLeft: z.number().describe('Unused recovery codes'),
  passkeys: z.array(passkeySummarySchema),
  required: z.boolean().describe('The account must keep a factor (admins)'),
});
export type MfaStatus = z.output<typeof mfaStatusSchema>;

/** POST /api/me/mfa/totp: a pending secret, to be confirmed with a code. */
export const totpSetupSchema = z.object({
  otpauthUrl: z.string().describe('otpauth://totp/… for the QR code'),
  secret: z.string().describe('The same secret in base32, to type in by hand'),
});
export type TotpSetup = z.output<typeof totpSetupSchema>;

/** POST /api/me/mfa/totp/confirm and POST /api/me/mfa/recovery-codes: shown once, never again. */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).describe('Ten codes xxxxx-xxxxx, each usable once; shown only now'),
});
export type RecoveryCodes = z.output<typeof recoveryCodesSchema>;
