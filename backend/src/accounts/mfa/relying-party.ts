/** The WebAuthn relying party: who the passkeys are for. */
export interface RelyingParty {
  /** The host name of APP_URL: a passkey works on that site (and its subdomains) only. */
  id: string;
  /** APP_URL's origin: the one page origin a browser's answer may name. */
  origin: string;
  name: string;
}

/**
 * The relying party of the installation, from APP_URL. Browsers refuse IP addresses as relying party
 * ids, so passkeys need APP_URL to name the host (`http://localhost:3000` on one's own machine).
 */
export function relyingPartyOf(appUrl: string): RelyingParty {
  const url = new URL(appUrl);
  return { id: url.hostname, origin: url.origin, name: 'ContentFlow' };
}

/**
 * What a passkey's answer must have been made for: this sign-in's or registration's challenge, on
 * our origin and relying party. User verification is "preferred", not required: a security key
 * without a PIN is still a second factor beside the password.
 */
export function expectedCeremony(relyingParty: RelyingParty, challenge: string) {
  return {
    expectedChallenge: challenge,
    expectedOrigin: relyingParty.origin,
    expectedRPID: relyingParty.id,
    requireUserVerification: false,
  };
}
