import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/actor.js';
import type { SocialAccount, SocialNetworkAvailability } from '../../contracts/publishing-answers.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { assertClientAccess } from '../../clients/index.js';
import { FileStorage, type FileUrls } from '../../storage/index.js';
import { pictureLink } from '../account-pictures.js';
import { SocialAccount as SocialAccountRow } from '../social-account.entity.js';
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
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
  ) {}

  async execute({ actor, clientId }: ListSocialAccountsQuery): Promise<SocialAccount[]> {
    await assertClientAccess(this.em, actor, clientId, { linkedDesigner: false });
    const accounts = await this.em.find(
      SocialAccountRow,
      { client: clientId },
      { orderBy: { network: 'asc', name: 'asc' } },
    );
    return accounts.map((account) => answerOf(account, this.storage));
  }
}

@QueryHandler(ListSocialNetworksQuery)
export class ListSocialNetworksHandler implements IQueryHandler<ListSocialNetworksQuery> {
  constructor(private readonly networks: SocialNetworks) {}

  execute(): Promise<SocialNetworkAvailability[]> {
    return Promise.resolve(this.networks.availability());
  }
}

function answerOf(account: SocialAccountRow, storage: FileUrls): SocialAccount {
  return {
    id: account.id,
    network: account.network,
    name: account.name,
    status: account.status,
    expiresAt: account.refreshableUntil?.toISOString() ?? null,
    connectedAt: account.connectedAt.toISOString(),
    picture: pictureLink(account.pictureKey, storage),
  };
}
