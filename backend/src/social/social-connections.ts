import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { SOCIAL_ACCOUNT_WARNING_DAYS } from '../contracts/publishing.js';
import { recordDomainEvent } from '../outbox/index.js';
import { NetworkError, type AccountAccess, type ConnectedAccount } from './networks/social-network.js';
import { SocialAccount } from './social-account.entity.js';
import { SocialNetworks } from './social-networks.js';
import { SocialTokenBox } from './social-token-box.js';
import { SOCIAL_TEXTS } from './social-texts.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An access token is renewed this long before it expires (the renewal scan runs hourly). */
const RENEW_AHEAD_MS = 2 * DAY_MS;
/** Publishing renews a token that expires sooner than this on the spot. */
const USE_AHEAD_MS = 10 * 60 * 1000;

/**
 * The social accounts' tokens: kept sealed and fresh, and handed to publishing usable. A network
 * refusing a token disconnects the account and tells its owners. Connecting an account through the
 * network's OAuth is the commands' (commands/social.commands.ts).
 */
@Injectable()
export class SocialConnections {
  constructor(
    private readonly em: EntityManager,
    private readonly networks: SocialNetworks,
    private readonly box: SocialTokenBox,
    private readonly clock: Clock,
  ) {}

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

  /** Seals the tokens a network granted into the account, marking it expiring when it cannot be renewed for long. */
  keepTokens(account: SocialAccount, tokens: ConnectedAccount['tokens'], now: Date): void {
    account.accessToken = this.box.seal(tokens.accessToken, account.id);
    account.refreshToken = tokens.refreshToken ? this.box.seal(tokens.refreshToken, account.id) : null;
    account.expiresAt = tokens.expiresAt;
    account.refreshableUntil = tokens.refreshableUntil;
    const expiring =
      tokens.refreshableUntil &&
      tokens.refreshableUntil.getTime() - now.getTime() < SOCIAL_ACCOUNT_WARNING_DAYS * DAY_MS;
    account.status = expiring ? 'expiring' : 'connected';
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
export function forget(account: SocialAccount, reason: string): void {
  account.status = 'disconnected';
  account.accessToken = null;
  account.refreshToken = null;
  account.error = reason;
}
