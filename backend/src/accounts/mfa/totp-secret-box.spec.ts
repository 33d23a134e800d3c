import { TotpSecretBox } from './totp-secret-box.js';

describe('TotpSecretBox', () => {
  const box = TotpSecretBox.fromSecret('x'.repeat(40));
  const account = '0b6f0e0a-7d1c-4c55-9f5e-3c7a3f7f2b11';
  const secret = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';

  it('opens what it sealed, and never stores the secret in the clear', () => {
    const sealed = box.seal(secret, account);
    expect(sealed).not.toContain(secret);
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(box.open(sealed, account)).toBe(secret);
    // A fresh nonce each time: the same secret never looks the same twice.
    expect(box.seal(secret, account)).not.toBe(sealed);
  });

  it('opens nothing for another account, with another key, or when tampered with', () => {
    const sealed = box.seal(secret, account);
    expect(box.open(sealed, '2c0e4b1a-1111-4c55-9f5e-3c7a3f7f2b11')).toBeNull();
    expect(TotpSecretBox.fromSecret('y'.repeat(40)).open(sealed, account)).toBeNull();
    const [version, iv, tag, ciphertext] = sealed.split('.');
    const flipped = `${ciphertext.startsWith('A') ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(box.open([version, iv, tag, flipped].join('.'), account)).toBeNull();
    expect(box.open('v2.a.b.c', account)).toBeNull();
    expect(box.open('kaputt', account)).toBeNull();
  });
});
