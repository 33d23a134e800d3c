/** The second factor (docs/security.md "Second factor"): TOTP with recovery codes, and passkeys. */

/** How the second step of a sign-in can be taken. */
export const MFA_METHODS = ['totp', 'recovery', 'passkey'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

/** `UserView.mfa` (sign-in, refresh, GET /api/auth/me). */
export interface UserMfa {
  /** A confirmed authenticator app or at least one passkey. */
  enabled: boolean;
  /** An admin without any factor: every endpoint but the security ones answers 403 MFA_SETUP_REQUIRED. */
  setupRequired: boolean;
}

/** POST /api/auth/sign-in for an account with a factor: no session yet, the second step follows. */
export interface MfaChallenge {
  mfaRequired: true;
  /** Valid 5 minutes, once, for at most 5 wrong codes. */
  mfaToken: string;
  methods: MfaMethod[];
}


/** One passkey of the account (GET /api/me/mfa, POST /api/me/passkeys). */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** GET /api/me/mfa. */
export interface MfaStatus {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: PasskeySummary[];
  /** The account must keep a factor (admins). */
  required: boolean;
}

/** POST /api/me/mfa/totp: a pending secret, to be confirmed with a code. */
export interface TotpSetup {
  otpauthUrl: string;
  /** Base32, for typing into the app by hand. */
  secret: string;
}

/** POST /api/me/mfa/totp/confirm and POST /api/me/mfa/recovery-codes: shown once, never again. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}
