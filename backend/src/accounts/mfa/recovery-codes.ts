import { createHash, randomInt } from 'node:crypto';

/** Crockford's base32 in lower case: no i, l, o or u, so nothing reads as something else. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const HALF = 5;

/** How many codes a set has. */
const RECOVERY_CODE_COUNT = 10;

/**
 * A set of recovery codes, `xxxxx-xxxxx`: ten characters of 32 each, 50 random bits per code, enough
 * against guessing when each wrong one counts against the sign-in throttle and the sign-in's five
 * attempts. Shown once; only their hashes are stored.
 */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const characters = Array.from({ length: 2 * HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${characters.slice(0, HALF)}-${characters.slice(HALF)}`;
  });
}

/**
 * The ten characters of a recovery code as typed: any case, the dash optional, spaces ignored, and
 * the letters people read into Crockford's digits (o for 0, i and l for 1) taken as those digits.
 * Null for anything else.
 */
export function normalizeRecoveryCode(input: string): string | null {
  const match = /^([0-9a-z]{5})-?([0-9a-z]{5})$/.exec(input.replace(/\s+/g, '').toLowerCase());
  if (!match) return null;
  const code = `${match[1]}${match[2]}`.replace(/o/g, '0').replace(/[il]/g, '1');
  return [...code].every((character) => ALPHABET.includes(character)) ? code : null;
}

/** SHA-256 (hex) of a normalized code: what is stored. The 50 random bits make a slow hash unnecessary. */
export function hashRecoveryCode(normalized: string): string {
  return createHash('sha256').update(normalized, 'utf8').digest('hex');
}
