import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Encrypts secrets at rest (AES-256-GCM) with a key derived from the installation's signing secret
 * for one purpose (HKDF): a copy of the database alone yields none of them, and a box of one purpose
 * never opens with another's key. Each box is bound to its row (the row's id is the additional
 * authenticated data), so a secret copied onto another row does not open.
 *
 * Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). Another JWT_SECRET opens none of them.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {}

  /** The key of a purpose (e.g. `contentflow:totp-secrets`), derived from the installation's secret. */
  static keyFor(jwtSecret: string, purpose: string): Buffer {
    return Buffer.from(hkdfSync('sha256', jwtSecret, '', purpose, 32));
  }

  seal(secret: string, rowId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(rowId, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [
      VERSION,
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      ciphertext.toString('base64url'),
    ].join('.');
  }

  /** The secret, or null when the box was not sealed for this row with this key (or is damaged). */
  open(sealed: string, rowId: string): string | null {
    const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url')).setAAD(
        Buffer.from(rowId, 'utf8'),
      );
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
