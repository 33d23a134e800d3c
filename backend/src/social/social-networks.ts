import type { SocialNetworkAvailability } from '../contracts/publishing-answers.js';
import { PUBLISHING_NETWORKS, type SocialNetworkName } from '../contracts/publishing.js';
import type { SocialNetworkClient } from './networks/social-network.js';

/**
 * The installation's network clients, by network (built from its settings in social.module.ts; the
 * tests point them at the stand-ins). A network without its app's id and secret stays listed, as
 * unavailable, with what it lacks.
 */
export class SocialNetworks {
  constructor(private readonly clients: ReadonlyMap<SocialNetworkName, SocialNetworkClient>) {}

  client(network: SocialNetworkName): SocialNetworkClient {
    const client = this.clients.get(network);
    if (!client) throw new Error(`No client for ${network}`);
    return client;
  }

  availability(): SocialNetworkAvailability[] {
    return PUBLISHING_NETWORKS.map((network) => {
      const missing = [...this.client(network).missingSettings()];
      return { network, available: missing.length === 0, missing };
    });
  }
}
