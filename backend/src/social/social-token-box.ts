import { SecretBox } from '../common/secret-box.js';

/**
 * The social accounts' tokens at rest (purpose `contentflow:social-tokens`), each bound to its
 * social account's id: a database copy cannot post on the clients' behalf. Another JWT_SECRET opens
 * none of them: the owners connect their accounts again.
 */
export class SocialTokenBox extends SecretBox {
  static fromSecret(jwtSecret: string): SocialTokenBox {
    return new SocialTokenBox(SecretBox.keyFor(jwtSecret, 'contentflow:social-tokens'));
  }
}
