import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.js';
import { readSecondFactorCode } from './second-factor-code.js';

describe('recovery codes', () => {
  it('come ten at a time as xxxxx-xxxxx of Crockford characters, all different', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[0-9abcdefghjkmnpqrstvwxyz]{5}-[0-9abcdefghjkmnpqrstvwxyz]{5}$/);
    expect(new Set(codes).size).toBe(10);
  });

  it('are read in any case, with or without the dash, with the look-alike letters as digits', () => {
    expect(normalizeRecoveryCode('ab3de-fg7hj')).toBe('ab3defg7hj');
    expect(normalizeRecoveryCode('AB3DE-FG7HJ')).toBe('ab3defg7hj');
    expect(normalizeRecoveryCode('ab3defg7hj')).toBe('ab3defg7hj');
    expect(normalizeRecoveryCode(' ab3de fg7hj ')).toBe('ab3defg7hj');
    expect(normalizeRecoveryCode('o0iL1-xyz12')).toBe('00111xyz12');
    for (const input of ['', 'ab3de-fg7h', 'ab3de--fg7hj', 'ab3de-fg7hu', 'ab3de-fg7hj1', 'äb3de-fg7hj'])
      expect(normalizeRecoveryCode(input)).toBeNull();
  });

  it('are stored as the SHA-256 of the normalized code, so every way of typing it matches', () => {
    const [code] = newRecoveryCodes(1);
    const hash = hashRecoveryCode(normalizeRecoveryCode(code)!);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(normalizeRecoveryCode(code.toUpperCase().replace('-', ''))!)).toBe(hash);
  });
});

describe('the code of the second step', () => {
  it('is six digits of the app (spaces allowed) or a recovery code', () => {
    expect(readSecondFactorCode('123456')).toEqual({ kind: 'totp', code: '123456' });
    expect(readSecondFactorCode(' 123 456 ')).toEqual({ kind: 'totp', code: '123456' });
    expect(readSecondFactorCode('AB3DE-FG7HJ')).toEqual({ kind: 'recovery', code: 'ab3defg7hj' });
    for (const input of ['', '12345', '1234567', 'hallo']) expect(readSecondFactorCode(input)).toBeNull();
  });
});
