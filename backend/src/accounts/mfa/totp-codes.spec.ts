import { generate } from 'otplib';
import { matchTotpCode, newTotpSecret, totpStepAt, totpUri } from './totp-codes.js';

const SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';
/** A moment 10 s into a 30 s step. */
const NOW_MS = Date.UTC(2026, 10, 26, 12, 0, 10);
const STEP = totpStepAt(NOW_MS);
const codeOfStep = (step: number, secret = SECRET) => generate({ secret, epoch: step * 30 });

describe('TOTP codes', () => {
  it('accepts the current step and one step either side, and answers the step that matched', async () => {
    for (const offset of [-1, 0, 1]) {
      expect(await matchTotpCode(SECRET, await codeOfStep(STEP + offset), { nowMs: NOW_MS })).toBe(STEP + offset);
    }
    for (const offset of [-2, 2]) {
      expect(await matchTotpCode(SECRET, await codeOfStep(STEP + offset), { nowMs: NOW_MS })).toBeNull();
    }
  });

  it('refuses a code of the last used step or an earlier one (no replay), and takes a newer one', async () => {
    const current = await codeOfStep(STEP);
    expect(await matchTotpCode(SECRET, current, { nowMs: NOW_MS, lastUsedStep: STEP })).toBeNull();
    expect(
      await matchTotpCode(SECRET, await codeOfStep(STEP - 1), { nowMs: NOW_MS, lastUsedStep: STEP - 1 }),
    ).toBeNull();
    expect(await matchTotpCode(SECRET, current, { nowMs: NOW_MS, lastUsedStep: STEP - 1 })).toBe(STEP);
    expect(await matchTotpCode(SECRET, await codeOfStep(STEP + 1), { nowMs: NOW_MS, lastUsedStep: STEP })).toBe(
      STEP + 1,
    );
    // The whole window used up, or a last step from a clock ahead of ours: nothing matches, nothing throws.
    expect(
      await matchTotpCode(SECRET, await codeOfStep(STEP + 1), { nowMs: NOW_MS, lastUsedStep: STEP + 1 }),
    ).toBeNull();
    expect(await matchTotpCode(SECRET, current, { nowMs: NOW_MS, lastUsedStep: STEP + 40 })).toBeNull();
  });

  it("refuses another secret's code and anything but six digits", async () => {
    expect(await matchTotpCode(SECRET, await codeOfStep(STEP, newTotpSecret()), { nowMs: NOW_MS })).toBeNull();
    for (const code of ['', '12345', '1234567', 'abcdef', '12 345'])
      expect(await matchTotpCode(SECRET, code, { nowMs: NOW_MS })).toBeNull();
  });

  it('makes 160-bit base32 secrets and an otpauth URI naming ContentFlow and the account', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'anna@example.ch'));
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toContain('ContentFlow:anna@example.ch');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('ContentFlow');
  });
});
