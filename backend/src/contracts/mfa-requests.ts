/**
 * The second factor's requests as zod schemas (see project-requests.ts on why apart from mfa.ts):
 * the sign-in's second step, "Mein Profil → Sicherheit", and the browser's WebAuthn answers
 * (@simplewebauthn/browser's RegistrationResponseJSON and AuthenticationResponseJSON), checked for
 * shape and size before the library reads them.
 */
import { z } from 'zod';
import { ACCOUNT_LIMITS } from './accounts.js';
import { givenPassword, optionalCurrentPassword } from './account-requests.js';
import { ACCOUNT_FIELD_TEXTS } from './account-requests.js';
import { requiredText, wholeNumber } from './fields.js';

/** The German messages of the second factor's request fields (mfa-texts.ts has the rest). */
export const MFA_FIELD_TEXTS = {
  wrongCode: 'Der Code ist nicht korrekt.',
  signInExpired: 'Die Anmeldung ist abgelaufen. Bitte melde dich erneut an.',
  passkeyFailed: 'Der Passkey konnte nicht bestätigt werden.',
  passkeyNotRegistered: 'Der Passkey konnte nicht registriert werden.',
  codeRequired: 'Bitte gib den Code ein',
  nameRequired: 'Bitte gib dem Passkey einen Namen',
  nameTooLong: `Der Name darf höchstens ${ACCOUNT_LIMITS.passkeyName} Zeichen lang sein`,
  /** Any field of a WebAuthn answer that is not what the browser sends. */
  responseInvalid: 'Die Antwort des Passkeys ist ungültig',
} as const;

const T = MFA_FIELD_TEXTS;

/** The mfaToken is 43 characters (32 bytes, base64url); a little room, no more. */
const TOKEN_LENGTH = 100;
/** A WebAuthn answer as JSON: its fields are bounded one by one, this bounds the whole (unknown fields too). */
const RESPONSE_JSON_LENGTH = 40_000;
/** A credential id: WebAuthn allows up to 1023 bytes, 1364 characters in base64url. */
const ID_LENGTH = 1400;

/** How long a value is as JSON (a value JSON cannot write counts as too long). */
function jsonLength(value: unknown): number {
  try {
    return (JSON.stringify(value) ?? '').length;
  } catch {
    return Infinity;
  }
}

/** The schema, for a value that takes at most `max` characters as JSON (checked first, before its fields). */
function boundedJson<Schema extends z.ZodType>(max: number, message: string, schema: Schema) {
  return z.preprocess((value, context) => {
    if (jsonLength(value) > max) context.issues.push({ code: 'custom', message, input: value });
    return value;
  }, schema);
}

const mfaToken = z
  .string({ error: T.signInExpired })
  .max(TOKEN_LENGTH, T.signInExpired)
  .describe('From the sign-in answer (`mfaRequired: true`)');

const invalid = { error: T.responseInvalid } as const;
const answerText = (max: number) => z.string(invalid).max(max, T.responseInvalid);

const credentialFields = {
  id: answerText(ID_LENGTH).describe('base64url'),
  rawId: answerText(ID_LENGTH).describe('base64url'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform'], invalid).nullish(),
  clientExtensionResults: z
    .record(z.string(), z.unknown(), invalid)
    .refine((results) => jsonLength(results) <= 2000, T.responseInvalid)
    .describe('At most 2,000 characters as JSON'),
  type: z.literal('public-key', invalid),
};

/** RegistrationResponseJSON, from startRegistration(). */
const registrationResponseSchema = z.object(
  {
    ...credentialFields,
    response: z.object(
      {
        clientDataJSON: answerText(4000),
        attestationObject: answerText(16_000).describe(
          'base64url CBOR; with attestation "none" a few hundred characters',
        ),
        authenticatorData: answerText(4000).nullish(),
        transports: z.array(answerText(30), invalid).max(10, T.responseInvalid).nullish(),
        publicKeyAlgorithm: wholeNumber({ wrongType: T.responseInvalid }).nullish(),
        publicKey: answerText(4000).nullish(),
      },
      invalid,
    ),
  },
  { error: T.passkeyNotRegistered },
);

/** AuthenticationResponseJSON, from startAuthentication(). */
const authenticationResponseSchema = z.object(
  {
    ...credentialFields,
    response: z.object(
      {
        clientDataJSON: answerText(4000),
        authenticatorData: answerText(4000),
        signature: answerText(2000),
        userHandle: answerText(200).nullish(),
      },
      invalid,
    ),
  },
  { error: T.passkeyFailed },
);

/** POST /api/auth/mfa/verify. */
export const mfaVerifyBodySchema = z.object({
  code: z
    .string({ error: T.codeRequired })
    .min(1, T.codeRequired)
    .max(50, T.wrongCode)
    .describe('A 6-digit code of the app (spaces allowed) or a recovery code (xxxxx-xxxxx, any case, dash optional)')
    .meta({ example: '123 456' }),
  mfaToken,
});
/** A 6-digit code of the app (spaces allowed) or a recovery code (xxxxx-xxxxx). */
export type MfaVerifyBody = z.input<typeof mfaVerifyBodySchema>;

/** POST /api/auth/passkey/options. */
export const passkeyOptionsBodySchema = z.object({ mfaToken });

/** POST /api/auth/passkey/verify. */
export const passkeyVerifyBodySchema = z.object({
  response: boundedJson(RESPONSE_JSON_LENGTH, T.passkeyFailed, authenticationResponseSchema).describe(
    "AuthenticationResponseJSON of @simplewebauthn/browser's startAuthentication()",
  ),
  mfaToken,
});

/** POST /api/me/mfa/totp/confirm. */
export const confirmTotpBodySchema = z.object({
  code: z
    .string({ error: T.codeRequired })
    .min(1, T.codeRequired)
    .max(20, T.wrongCode)
    .describe('A current 6-digit code of the pending secret (spaces allowed)')
    .meta({ example: '123456' }),
});

/** DELETE /api/me/mfa/totp, POST /api/me/mfa/recovery-codes, DELETE /api/me/passkeys/:id. */
export const currentPasswordBodySchema = z.object({
  currentPassword: givenPassword(ACCOUNT_FIELD_TEXTS.currentPasswordRequired).describe(
    'The password the account has now',
  ),
});

/** Adding a factor: the current password, which a session signed in within the last ten minutes may leave out. */
export const addFactorBodySchema = z.object({
  currentPassword: optionalCurrentPassword.describe(
    'The password the account has now; needed when the sign-in lies more than 10 minutes back',
  ),
});

/** POST /api/me/passkeys. */
export const registerPasskeyBodySchema = z.object({
  name: requiredText(ACCOUNT_LIMITS.passkeyName, { required: T.nameRequired, tooLong: T.nameTooLong })
    .describe("The owner's name for it")
    .meta({ example: 'MacBook' }),
  response: boundedJson(RESPONSE_JSON_LENGTH, T.passkeyNotRegistered, registrationResponseSchema).describe(
    "RegistrationResponseJSON of @simplewebauthn/browser's startRegistration()",
  ),
});
