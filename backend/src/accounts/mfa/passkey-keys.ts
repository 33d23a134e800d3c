/** The bytes of a base64url text, as the WebAuthn library takes them. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(text, 'base64url'));
}

/** Base64url text of bytes, as passkeys' keys are stored. */
export function toBase64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

/** The WebAuthn user handle of an account: the 16 bytes of its id (no name, no e-mail). */
export function userHandleOf(accountId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(accountId.replace(/-/g, ''), 'hex'));
}
