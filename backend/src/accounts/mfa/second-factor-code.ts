import { normalizeRecoveryCode } from './recovery-codes.js';

export type SecondFactorCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

/**
 * What was typed into the sign-in's second step: six digits of the app (spaces allowed, as apps
 * show them in two groups), or a recovery code; null for anything else.
 */
export function readSecondFactorCode(input: string): SecondFactorCode | null {
  const digits = input.replace(/\s+/g, '');
  if (/^\d{6}$/.test(digits)) return { kind: 'totp', code: digits };
  const recovery = normalizeRecoveryCode(input);
  return recovery ? { kind: 'recovery', code: recovery } : null;
}
