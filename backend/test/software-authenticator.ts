import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();
const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
};

/**
 * A passkey in software, for the tests: an EC P-256 key pair made with node:crypto that answers
 * WebAuthn's create and get as a browser's authenticator would (attestation "none", ES256
 * signatures), so the server's verification runs for real over HTTP.
 */
export class SoftwareAuthenticator {
  private readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;

  constructor(private readonly rpId: string) {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' }));
  }

  /** The credential's id as the server stores it (base64url). */
  get id(): string {
    return this.credentialId.toString('base64url');
  }

  /** A RegistrationResponseJSON for the creation options' challenge, sent from a page of `origin`. */
  register(challenge: string, origin: string) {
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.create', challenge, origin, crossOrigin: false }),
    );
    const { x, y } = this.publicKey.export({ format: 'jwk' });
    // The COSE key of an ES256 credential: kty EC2, alg ES256, crv P-256, x, y.
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(x!, 'base64url')],
      [-3, Buffer.from(y!, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.rpIdHash(),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_CREDENTIAL]),
      counterBytes(this.counter),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      Buffer.from(isoCBOR.encode(coseKey)),
    ]);
    const attestation = new Map<string, string | Uint8Array | Map<string, never>>();
    attestation.set('fmt', 'none').set('attStmt', new Map<string, never>()).set('authData', authData);
    const attestationObject = isoCBOR.encode(attestation);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
    };
  }

  /** An AuthenticationResponseJSON signing the request options' challenge, sent from a page of `origin`; the counter goes up. */
  authenticate(challenge: string, origin: string) {
    this.counter += 1;
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }));
    const authenticatorData = Buffer.concat([
      this.rpIdHash(),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]),
      counterBytes(this.counter),
    ]);
    // ES256: an ECDSA signature (DER) over the authenticator data and the hash of the client data.
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authenticatorData.toString('base64url'),
        signature: signature.toString('base64url'),
      },
    };
  }

  private rpIdHash(): Buffer {
    return sha256(Buffer.from(this.rpId, 'utf8'));
  }
}
