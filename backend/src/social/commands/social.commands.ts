import { randomUUID } from 'node:crypto';
import { rel } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../accounts/index.js';
import type { Actor } from '../../common/auth/actor.js';
import { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { isUuid } from '../../common/uuid.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SOCIAL_NETWORK_LABELS, type SocialNetworkName } from '../../contracts/publishing.js';
import { NetworkError, type ConnectedAccount } from '../networks/social-network.js';
import { codeChallenge, OAuthAttempts } from '../oauth-attempts.js';
import { AccountPictures } from '../account-pictures.js';
import { SocialAccount } from '../social-account.entity.js';
import { assertManage, mayStillManage } from '../social-access.js';
import { forget, SocialConnections } from '../social-connections.js';
import { SocialNetworks } from '../social-networks.js';
import { SOCIAL_TEXTS, type ConnectError } from '../social-texts.js';

/** Where a finished (or failed) connection sends the browser. */
export interface CallbackResult {
  location: string;
}

/** The product's callback the network sends the browser back to. */
const redirectUri = (config: AppConfig, network: SocialNetworkName) =>
  `${config.appUrl}/api/social/callback/${network}`;

function back(path: string, query: { connected?: string; accounts?: string; error?: ConnectError }): CallbackResult {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return { location: `${path}?${params.toString()}` };
}

/** An owner or an admin begins connecting an account: the network's page, and the nonce for the browser's cookie. */
export class StartConnectionCommand extends Command<{ url: string; browserNonce: string }> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
    readonly network: SocialNetworkName,
  ) {
    super();
  }
}

/** The network's callback finishes a connection attempt. */
export class FinishConnectionCommand extends Command<CallbackResult> {
  constructor(
    readonly network: SocialNetworkName,
    readonly query: { code?: string; state?: string; error?: string },
    readonly browserNonce: string | undefined,
  ) {
    super();
  }
}

/** An owner or an admin disconnects an account. */
export class DisconnectAccountCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
    readonly socialAccountId: string,
  ) {
    super();
  }
}

/**
 * Connecting a company's accounts through the network's OAuth: state, PKCE where the network offers
 * it, and the browser's nonce (oauth-attempts.ts). The network's authorization page for a new
 * attempt, and the nonce the browser's cookie keeps.
 */
@CommandHandler(StartConnectionCommand)
export class StartConnectionHandler implements ICommandHandler<StartConnectionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly networks: SocialNetworks,
    private readonly attempts: OAuthAttempts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, clientId, network }: StartConnectionCommand): Promise<{ url: string; browserNonce: string }> {
    await assertManage(this.em, actor, clientId);
    const client = this.networks.client(network);
    const missing = client.missingSettings();
    if (missing.length)
      throw new AppError(
        503,
        'NETWORK_NOT_CONFIGURED',
        SOCIAL_TEXTS.notConfigured(SOCIAL_NETWORK_LABELS[network], missing),
      );
    const returnTo = actor.isAdmin ? `/admin/clients/${clientId}/social-media` : '/client/social-media';
    const { state, verifier, browserNonce } = await this.attempts.begin({
      clientId,
      network,
      userId: actor.userId,
      returnTo,
    });
    return {
      url: client.authorizationUrl({
        state,
        redirectUri: redirectUri(this.config, network),
        codeChallenge: codeChallenge(verifier),
      }),
      browserNonce,
    };
  }
}

/**
 * The network's callback: the attempt of its state (once, from the browser that began it), the
 * code exchanged for tokens, each account they act for stored (again: its tokens replaced).
 */
@CommandHandler(FinishConnectionCommand)
export class FinishConnectionHandler implements ICommandHandler<FinishConnectionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly networks: SocialNetworks,
    private readonly attempts: OAuthAttempts,
    private readonly connections: SocialConnections,
    private readonly pictures: AccountPictures,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ network, query, browserNonce }: FinishConnectionCommand): Promise<CallbackResult> {
    const attempt = await this.attempts.take(query.state ?? '', browserNonce);
    if (!attempt || attempt.network !== network) return back('/client/social-media', { error: 'expired' });
    // Ten minutes is long enough to be removed from the company, demoted or deactivated meanwhile:
    // the account is connected in the name of whoever started, so they must still be allowed to.
    if (!(await mayStillManage(this.em, attempt.userId, attempt.clientId)))
      return back(attempt.returnTo, { error: 'forbidden' });
    if (query.error || !query.code) return back(attempt.returnTo, { error: 'denied' });
    let connected: ConnectedAccount[];
    try {
      connected = await this.networks
        .client(network)
        .connect(query.code.slice(0, 2000), redirectUri(this.config, network), attempt.verifier);
    } catch (error) {
      if (error instanceof NetworkError) return back(attempt.returnTo, { error: 'failed' });
      throw error;
    }
    if (!connected.length) return back(attempt.returnTo, { error: 'none' });
    const now = this.clock.now();
    const rows: [SocialAccount, string | null][] = [];
    for (const account of connected.slice(0, 50)) {
      const row =
        (await this.em.findOne(SocialAccount, { client: attempt.clientId, network, externalId: account.externalId })) ??
        this.em.create(SocialAccount, {
          // Its id now: the tokens are sealed for it before the flush.
          id: randomUUID(),
          client: attempt.clientId,
          network,
          externalId: account.externalId,
          name: account.name,
          status: 'connected',
          connectedAt: now,
        });
      row.name = account.name.slice(0, 300);
      row.connectedBy = rel(Account, attempt.userId);
      row.connectedAt = now;
      row.error = null;
      row.warnedFor = null;
      this.connections.keepTokens(row, account.tokens, now);
      rows.push([row, account.pictureUrl]);
    }
    await this.em.flush();
    // The pictures after the tokens are safe: a picture that cannot be had changes nothing else.
    await Promise.all(rows.map(([row, url]) => this.pictures.keep(row, url)));
    await this.em.flush();
    return back(attempt.returnTo, { connected: network, accounts: String(connected.length) });
  }
}

/** The owner or an admin disconnects: the tokens are forgotten, the posts still scheduled to it will need attention. */
@CommandHandler(DisconnectAccountCommand)
export class DisconnectAccountHandler implements ICommandHandler<DisconnectAccountCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, clientId, socialAccountId: id }: DisconnectAccountCommand): Promise<void> {
    await assertManage(this.em, actor, clientId);
    const account = isUuid(id) ? await this.em.findOne(SocialAccount, { id, client: clientId }) : null;
    if (!account) throw AppError.notFound(SOCIAL_TEXTS.accountNotFound);
    forget(account, SOCIAL_TEXTS.disconnectedByOwner);
    await this.em.flush();
  }
}
