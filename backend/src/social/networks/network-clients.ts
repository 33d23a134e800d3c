import { FacebookClient, InstagramClient } from './meta-graph.js';
import { LinkedInClient } from './linkedin.js';
import type { ClientOptions, SocialSettings } from './network-http.js';
import type { SocialNetwork, SocialNetworkClient } from './social-network.js';
import { TikTokClient } from './tiktok.js';

/**
 * The client of every network, on the installation's settings (`config.social`). A network whose
 * settings are missing still has its client: `missingSettings()` names what to set, and the
 * product offers no connection to it until then.
 */
export function networkClients(
  settings: SocialSettings,
  options: ClientOptions = {},
): ReadonlyMap<SocialNetwork, SocialNetworkClient> {
  const clients: SocialNetworkClient[] = [
    new InstagramClient(settings.meta, options),
    new FacebookClient(settings.meta, options),
    new LinkedInClient(settings.linkedin, options),
    new TikTokClient(settings.tiktok, options),
  ];
  return new Map(clients.map((client) => [client.network, client]));
}
