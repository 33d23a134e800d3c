/**
 * A browser with a passkey, for component tests: jsdom has no WebAuthn, so `PublicKeyCredential`
 * and `navigator.credentials` are stubbed at the browser boundary (as `fetch` is), and the real
 * @simplewebauthn/browser runs on top, turning the credentials into the JSON the server receives.
 */
const bytes = (text: string): ArrayBuffer => new TextEncoder().encode(text).buffer as ArrayBuffer;

const common = {
  id: 'Y3JlZC0x',
  rawId: bytes('cred-1'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  getClientExtensionResults: () => ({}),
};

/** What the authenticator answers to `navigator.credentials.get` (a sign-in). */
function assertion() {
  return {
    ...common,
    response: {
      authenticatorData: bytes('authenticator-data'),
      clientDataJSON: bytes('client-data'),
      signature: bytes('signature'),
      userHandle: bytes('user-1'),
    },
  };
}

/** What the authenticator answers to `navigator.credentials.create` (a new passkey). */
function attestation() {
  return {
    ...common,
    response: {
      attestationObject: bytes('attestation'),
      clientDataJSON: bytes('client-data'),
      getTransports: () => ['internal'],
      getPublicKeyAlgorithm: () => -7,
      getPublicKey: () => bytes('public-key'),
      getAuthenticatorData: () => bytes('authenticator-data'),
    },
  };
}

/** The base64url strings @simplewebauthn/browser makes of the stubbed credential's bytes. */
export const stubbedCredential = {
  id: 'Y3JlZC0x',
  rawId: 'Y3JlZC0x',
  clientDataJSON: 'Y2xpZW50LWRhdGE',
};

/** Options as the server sends them (base64url challenge), enough for the browser library. */
export const passkeyRequestOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rpId: 'localhost',
  allowCredentials: [{ id: 'Y3JlZC0x', type: 'public-key' }],
  userVerification: 'preferred',
};
export const passkeyCreationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { id: 'localhost', name: 'ContentFlow' },
  user: { id: 'dXNlci0x', name: 'designer@example.ch', displayName: 'Test Person' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
};

/**
 * Installs the passkey browser for one test (undo it with `restore()`); `cancel`: the user closes
 * the browser's own dialog, which rejects with NotAllowedError.
 */
export function stubPasskeyBrowser({ cancel = false }: { cancel?: boolean } = {}) {
  const refuse = () =>
    Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
  const get = jest.fn<Promise<unknown>, [CredentialRequestOptions]>(() =>
    cancel ? refuse() : Promise.resolve(assertion()),
  );
  const create = jest.fn<Promise<unknown>, [CredentialCreationOptions]>(() =>
    cancel ? refuse() : Promise.resolve(attestation()),
  );
  Object.defineProperty(globalThis, 'PublicKeyCredential', {
    configurable: true,
    writable: true,
    value: function PublicKeyCredential() {},
  });
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get, create } });
  return {
    get,
    create,
    restore() {
      delete (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential;
      delete (navigator as { credentials?: unknown }).credentials;
    },
  };
}
