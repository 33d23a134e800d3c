/** What the social accounts' endpoints and mails say (German, de-CH). */
export const SOCIAL_TEXTS = {
  accountNotFound: 'Dieses Konto ist nicht verbunden',
  notConfigured: (network: string, missing: readonly string[]) =>
    `${network} ist noch nicht eingerichtet: Die Agentur muss ${missing.join(' und ')} hinterlegen.`,
  tokenRefused: 'Das Netzwerk hat die Verbindung nicht mehr akzeptiert. Bitte verbinde das Konto neu.',
  disconnectedByOwner: 'Die Verbindung wurde getrennt.',
} as const;

/**
 * Why a connection attempt ended without an account, as the callback's redirect names it
 * (`?error=`): the page shows the text of it.
 */
export type ConnectError = 'denied' | 'expired' | 'failed' | 'none' | 'forbidden';
