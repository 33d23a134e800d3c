import { generateSecret, generateURI, verify } from 'otplib';

/** The name the authenticator app shows above the account's codes. */
const ISSUER = 'ContentFlow';
/** RFC 6238 as every authenticator app does it: SHA-1, 6 digits, 30 s (otplib's defaults). */
const PERIOD_SECONDS = 30;

/** 20 random bytes (160 bits, RFC 4226's recommendation), base32 as the apps take it. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI the web app shows as a QR code. */
export function totpUri(secret: string, accountEmail: string): string {
  return generateURI({ issuer: ISSUER, label: accountEmail, secret });
}

/** The RFC 6238 time step of a moment. */
export function totpStepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / PERIOD_SECONDS);
}

/**
 * The time step a 6-digit code belongs to, if it is one of the current step or the one before or
 * after (a phone's clock may be a little off, and typing takes time) and newer than the last code
 * the account used; null otherwise. Refusing every step up to the last used one means a code, once
 * accepted, never counts again, not even within its own minute and a half.
 */
export async function matchTotpCode(
  secret: string,
  code: string,
  { nowMs = Date.now(), lastUsedStep = null }: { nowMs?: number; lastUsedStep?: number | null } = {},
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  // Every step of the window is used up already (or the clock went back): nothing can match.
  if (lastUsedStep !== null && lastUsedStep >= totpStepAt(nowMs) + 1) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: PERIOD_SECONDS,
    ...(lastUsedStep !== null ? { afterTimeStep: lastUsedStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
