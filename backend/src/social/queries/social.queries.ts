import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/actor.js';
import type { SocialAccount, SocialNetworkAvailability } from '../../contracts/publishing-answers.js';
import { SocialConnections } from '../social-connections.js';
import { SocialNetworks } from '../social-networks.js';

/** A company's connected accounts (its members and admins). */
export class ListSocialAccountsQuery extends Query<SocialAccount[]> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
  ) {
    super();
  }
}

/** Which networks this installation can connect. */
export class ListSocialNetworksQuery extends Query<SocialNetworkAvailability[]> {}

@QueryHandler(ListSocialAccountsQuery)
export class ListSocialAccountsHandler implements IQueryHandler<ListSocialAccountsQuery> {
  constructor(private readonly connections: SocialConnections) {}

  execute({ actor, clientId }: ListSocialAccountsQuery) {
    return this.connections.list(actor, clientId);
  }
}

@QueryHandler(ListSocialNetworksQuery)
export class ListSocialNetworksHandler implements IQueryHandler<ListSocialNetworksQuery> {
  constructor(private readonly networks: SocialNetworks) {}

  execute(): Promise<SocialNetworkAvailability[]> {
    return Promise.resolve(this.networks.availability());
  }
}
