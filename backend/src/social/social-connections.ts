import { randomUUID } from 'node:crypto';
import { rel } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Account, standingOf } from '../accounts/index.js';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '../common/auth/actor.js';
import { AppError } from '../common/errors/app-error.js';
import { Clock } from '../common/clock.js';
import { isUuid } from '../common/uuid.js';
import { assertClientAccess } from '../clients/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { SocialAccount as SocialAccountAnswer } from '../contracts/publishing-answers.js';
import { SOCIAL_ACCOUNT_WARNING_DAYS, SOCIAL_NETWORK_LABELS, type SocialNetworkName } from '../contracts/publishing.js';
import { MEMBER_RIGHTS } from '../contracts/team.js';
import { recordDomainEvent } from '../outbox/index.js';
import { NetworkError, type AccountAccess, type ConnectedAccount } from './networks/social-network.js';
import { codeChallenge, OAuthAttempts } from './oauth-attempts.js';
import { SocialAccount } from './social-account.entity.js';
import { SocialNetworks } from './social-networks.js';
import { SocialTokenBox } from './social-token-box.js';
import { SOCIAL_TEXTS, type ConnectError } from './social-texts.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An access token is renewed this long before it expires (the renewal scan runs hourly). */
const RENEW_AHEAD_MS = 2 * DAY_MS;
/** Publishing renews a token that expires sooner than this on the spot. */
const USE_AHEAD_MS = 10 * 60 * 1000;

/** Where a finished (or failed) connection sends the browser. */
export interface CallbackResult {
  location: string;
}

/**
 * The social accounts of a client: connecting them through the network's OAuth (state, PKCE where
 * offered, the browser's nonce), keeping their tokens sealed and fresh, and handing publishing a
 * usable token. A network refusing a token disconnects the account and tells its owners.
 */
@Injectable()
export class SocialConnections {
  constructor(
    private readonly em: EntityManager,
    private readonly networks: SocialNetworks,
    private readonly attempts: OAuthAttempts,
    private readonly box: SocialTokenBox,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(actor: Actor, clientId: string): Promise<SocialAccountAnswer[]> {
    await assertClientAccess(this.em, actor, clientId, { linkedDesigner: false });
    const accounts = await this.em.find(
      SocialAccount,
      { client: clientId },
      { orderBy: { network: 'asc', name: 'asc' } },
    );
    return accounts.map(answerOf);
  }

  /** The network's authorization page for a new attempt, and the nonce the browser's cookie keeps. */
  async start(
    actor: Actor,
    clientId: string,
    network: SocialNetworkName,
  ): Promise<{ url: string; browserNonce: string }> {
    await this.assertManage(actor, clientId);
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
        redirectUri: this.redirectUri(network),
        codeChallenge: codeChallenge(verifier),
      }),
      browserNonce,
    };
  }

  /**
   * The network's callback: the attempt of its state (once, from the browser that began it), the
   * code exchanged for tokens, each account they act for stored (again: its tokens replaced).
   */
  async finish(
    network: SocialNetworkName,
    query: { code?: string; state?: string; error?: string },
    browserNonce: string | undefined,
  ): Promise<CallbackResult> {
    const attempt = await this.attempts.take(query.state ?? '', browserNonce);
    if (!attempt || attempt.network !== network) return this.back('/client/social-media', { error: 'expired' });
    // Ten minutes is long enough to be removed from the company, demoted or deactivated meanwhile:
    // the account is connected in the name of whoever started, so they must still be allowed to.
    if (!(await this.mayStillManage(attempt.userId, attempt.clientId)))
      return this.back(attempt.returnTo, { error: 'forbidden' });
    if (query.error || !query.code) return this.back(attempt.returnTo, { error: 'denied' });
    let connected: ConnectedAccount[];
    try {
      connected = await this.networks
        .client(network)
        .connect(query.code.slice(0, 2000), this.redirectUri(network), attempt.verifier);
    } catch (error) {
      if (error instanceof NetworkError) return this.back(attempt.returnTo, { error: 'failed' });
      throw error;
    }
    if (!connected.length) return this.back(attempt.returnTo, { error: 'none' });
    const now = this.clock.now();
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
      this.keepTokens(row, account.tokens, now);
    }
    await this.em.flush();
    return this.back(attempt.returnTo, { connected: network, accounts: String(connected.length) });
  }

  /** The owner or an admin disconnects: the tokens are forgotten, the posts still scheduled to it will need attention. */
  async disconnect(actor: Actor, clientId: string, id: string): Promise<void> {
    await this.assertManage(actor, clientId);
    const account = isUuid(id) ? await this.em.findOne(SocialAccount, { id, client: clientId }) : null;
    if (!account) throw AppError.notFound(SOCIAL_TEXTS.accountNotFound);
    forget(account, SOCIAL_TEXTS.disconnectedByOwner);
    await this.em.flush();
  }

  /**
   * A token publishing can use now: renewed first when it expires within minutes. A network that
   * refuses to renew disconnects the account (NetworkError 'auth' is thrown on).
   */
  async access(account: SocialAccount): Promise<AccountAccess> {
    if (account.status === 'disconnected' || !account.accessToken)
      throw new NetworkError('auth', SOCIAL_TEXTS.tokenRefused);
    const now = this.clock.now();
    if (account.expiresAt && account.expiresAt.getTime() - now.getTime() < USE_AHEAD_MS) await this.renew(account);
    const accessToken = this.box.open(account.accessToken ?? '', account.id);
    if (!accessToken) throw new NetworkError('auth', SOCIAL_TEXTS.tokenRefused);
    return { externalId: account.externalId, accessToken };
  }

  /**
   * Renews the account's tokens (in the caller's unit of work; the caller flushes). A refusal
   * disconnects it and records SocialAccountDisconnected; other failures are thrown for a retry.
   */
  async renew(account: SocialAccount): Promise<void> {
    const now = this.clock.now();
    try {
      const tokens = await this.networks.client(account.network).refresh({
        externalId: account.externalId,
        accessToken: this.box.open(account.accessToken ?? '', account.id) ?? '',
        refreshToken: account.refreshToken ? this.box.open(account.refreshToken, account.id) : null,
        expiresAt: account.expiresAt ?? null,
        refreshableUntil: account.refreshableUntil ?? null,
      });
      this.keepTokens(account, tokens, now);
      account.refreshedAt = now;
    } catch (error) {
      if (error instanceof NetworkError && error.failure === 'auth') this.refused(account);
      throw error;
    }
  }

  /** The network refused the account's token: it is disconnected and its owners are told (once). */
  refused(account: SocialAccount): void {
    if (account.status === 'disconnected') return;
    forget(account, SOCIAL_TEXTS.tokenRefused);
    recordDomainEvent(this.em, 'SocialAccountDisconnected', {
      socialAccountId: account.id,
      clientId: account.client.id,
      network: account.network,
      name: account.name,
    });
  }

  /**
   * The hourly renewal: tokens expiring within two days are renewed, and the owners of a connection
   * that cannot be renewed beyond the next seven days are warned once (status expiring).
   */
  async renewDue(): Promise<{ renewed: number; warned: number; refused: number }> {
    const now = this.clock.now();
    const soon = new Date(now.getTime() + RENEW_AHEAD_MS);
    const warnFrom = new Date(now.getTime() + SOCIAL_ACCOUNT_WARNING_DAYS * DAY_MS);
    const due = await this.em.find(
      SocialAccount,
      { status: { $ne: 'disconnected' }, $or: [{ expiresAt: { $lt: soon } }, { refreshableUntil: { $lt: warnFrom } }] },
      { orderBy: { expiresAt: 'asc' }, limit: 200 },
    );
    let renewed = 0;
    let warned = 0;
    let refused = 0;
    for (const account of due) {
      if (account.expiresAt && account.expiresAt < soon) {
        try {
          await this.renew(account);
          renewed += 1;
        } catch (error) {
          if (!(error instanceof NetworkError)) throw error;
          if (error.failure === 'auth') refused += 1;
        }
      }
      if (account.status !== 'disconnected' && account.refreshableUntil && account.refreshableUntil < warnFrom) {
        account.status = 'expiring';
        if (account.warnedFor?.getTime() !== account.refreshableUntil.getTime()) {
          account.warnedFor = account.refreshableUntil;
          warned += 1;
          recordDomainEvent(this.em, 'SocialAccountExpiring', {
            socialAccountId: account.id,
            clientId: account.client.id,
            network: account.network,
            name: account.name,
            until: account.refreshableUntil.toISOString(),
          });
        }
      }
      await this.em.flush();
    }
    return { renewed, warned, refused };
  }

  private keepTokens(account: SocialAccount, tokens: ConnectedAccount['tokens'], now: Date): void {
    account.accessToken = this.box.seal(tokens.accessToken, account.id);
    account.refreshToken = tokens.refreshToken ? this.box.seal(tokens.refreshToken, account.id) : null;
    account.expiresAt = tokens.expiresAt;
    account.refreshableUntil = tokens.refreshableUntil;
    const expiring =
      tokens.refreshableUntil &&
      tokens.refreshableUntil.getTime() - now.getTime() < SOCIAL_ACCOUNT_WARNING_DAYS * DAY_MS;
    account.status = expiring ? 'expiring' : 'connected';
  }

  private async assertManage(actor: Actor, clientId: string): Promise<void> {
    await assertClientAccess(this.em, actor, clientId, { linkedDesigner: false });
    if (!actor.isAdmin && !actor.memberRights?.manage) throw AppError.forbidden();
  }

  /** The person is, now, an active admin or an active member of the company with the right to manage it (its owner). */
  private async mayStillManage(userId: string, clientId: string): Promise<boolean> {
    const person = await standingOf(this.em, userId);
    if (!person) return false;
    if (person.role === 'admin') return true;
    return (
      person.role === 'client' &&
      person.clientId === clientId &&
      person.memberRole !== null &&
      MEMBER_RIGHTS[person.memberRole].manage
    );
  }

  private redirectUri(network: SocialNetworkName): string {
    return `${this.config.appUrl}/api/social/callback/${network}`;
  }

  private back(path: string, query: { connected?: string; accounts?: string; error?: ConnectError }): CallbackResult {
    const params = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    return { location: `${path}?${params.toString()}` };
  }
  /**
   * A company's erasure: each connected account's access withdrawn at its network where the
   * network's API allows it, then its tokens forgotten here. A network that cannot be reached
   * throws (the erasure runs again); one that refuses the token as unknown has forgotten it already.
   */
  async revokeAllOf(clientId: string): Promise<number> {
    const em = this.em.fork();
    const accounts = await em.find(SocialAccount, { client: clientId, accessToken: { $ne: null } });
    let revoked = 0;
    for (const account of accounts) {
      const client = this.networks.client(account.network);
      const accessToken = this.box.open(account.accessToken ?? '', account.id);
      if (client.revoke && accessToken) {
        try {
          await client.revoke({ externalId: account.externalId, accessToken });
          revoked += 1;
        } catch (error) {
          if (!(error instanceof NetworkError && error.failure === 'auth')) throw error;
        }
      }
      forget(account, SOCIAL_TEXTS.disconnectedByOwner);
    }
    await em.flush();
    return revoked;
  }
}

/** Forgets an account's tokens: it stays listed (and its posts' history with it), disconnected. */
function forget(account: SocialAccount, reason: string): void {
  account.status = 'disconnected';
  account.accessToken = null;
  account.refreshToken = null;
  account.error = reason;
}

function answerOf(account: SocialAccount): SocialAccountAnswer {
  return {
    id: account.id,
    network: account.network,
    name: account.name,
    status: account.status,
    expiresAt: account.refreshableUntil?.toISOString() ?? null,
    connectedAt: account.connectedAt.toISOString(),
  };
}
