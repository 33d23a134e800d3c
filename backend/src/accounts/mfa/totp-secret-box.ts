import { SecretBox } from '../../common/secret-box.js';

/**
 * The accounts' TOTP secrets at rest (purpose `contentflow:totp-secrets`), each bound to its account.
 * Another JWT_SECRET opens none of them: the accounts then set their app up again (an admin resets them).
 */
export class TotpSecretBox extends SecretBox {
  static fromSecret(jwtSecret: string): TotpSecretBox {
    return new TotpSecretBox(SecretBox.keyFor(jwtSecret, 'contentflow:totp-secrets'));
  }
}
