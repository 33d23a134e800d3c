import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Encrypts the accounts' TOTP secrets at rest (AES-256-GCM), with a key derived from the
 * installation's signing secret (HKDF, purpose `contentflow:totp-secrets`): a copy of the database
 * alone yields no secret that makes codes. Each box is bound to its account (the account id is the
 * additional authenticated data), so a secret copied onto another account's row does not open.
 *
 * Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). Another JWT_SECRET opens none of them: the
 * accounts then set their app up again (an admin resets them).
 */
export class TotpSecretBox {
  constructor(private readonly key: Buffer) {}

  static fromSecret(jwtSecret: string): TotpSecretBox {
    return new TotpSecretBox(Buffer.from(hkdfSync('sha256', jwtSecret, '', 'contentflow:totp-secrets', 32)));
  }

  seal(secret: string, accountId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(accountId, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  /** The secret, or null when the box was not sealed for this account with this key (or is damaged). */
  open(sealed: string, accountId: string): string | null {
    const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(accountId, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
