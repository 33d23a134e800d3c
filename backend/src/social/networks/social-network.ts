/**
 * What the product asks of a social network (issue 29, docs/decisions.md "Publishing"): connect an
 * account through the network's OAuth 2.0, keep its tokens fresh, publish a post at most once, find
 * out what happened to a publication a crash interrupted, and read a post's figures. One client per
 * network API speaks its real wire format (Meta's Graph API for Instagram and Facebook, LinkedIn's
 * Posts API, TikTok's Content Posting API) against a base URL of the installation's settings, so the
 * tests run the same code against local stand-ins.
 */

import { PUBLISHING_NETWORKS, type SocialNetworkName } from '../../contracts/publishing.js';

/** The networks (the contract's list). */
export const SOCIAL_NETWORKS = PUBLISHING_NETWORKS;
export type SocialNetwork = SocialNetworkName;

/** What a post is, as the networks tell them apart (a story: Instagram's and Facebook's, of one file). */
export type PostFormat = 'post' | 'carousel' | 'reel' | 'story';

/** Where the network's authorization page sends the browser back, and what ties that answer to the attempt. */
export interface AuthorizationRequest {
  /** Random, single use: the callback is refused unless it carries it back. */
  state: string;
  /** The product's callback, `${APP_URL}/api/social/callback/:network`. */
  redirectUri: string;
  /** PKCE (RFC 7636): the verifier's S256 challenge, sent where the network offers PKCE. */
  codeChallenge: string;
}

/** Tokens as a network grants them. */
export interface GrantedTokens {
  accessToken: string;
  /** Null where the network has none (Meta: page tokens do not expire by time). */
  refreshToken: string | null;
  /** When the access token stops working; null: not by time. */
  expiresAt: Date | null;
  /**
   * The last moment the connection can be kept alive without the owner (LinkedIn's and TikTok's
   * refresh token expiry, Meta's data access expiry); null: unknown. The owner is warned 7 days before.
   */
  refreshableUntil: Date | null;
}

/** One account the owner's consent gave access to (a Facebook page, an Instagram professional account, a LinkedIn organisation, a TikTok account). */
export interface ConnectedAccount {
  /** The network's id of the account (page id, Instagram user id, `urn:li:organization:…`, TikTok open_id). */
  externalId: string;
  /** What the owner recognises it by (the page's name, the @handle, the organisation's name). */
  name: string;
  /**
   * Where the network serves the account's picture (the profile picture, the page's picture, the
   * organisation's logo, the avatar), for the previews; null: none given.
   */
  pictureUrl: string | null;
  /** The tokens that act for this account (Meta: the page's token; others: the user's). */
  tokens: GrantedTokens;
}

/** A connected account as the clients need it to act. */
export interface AccountAccess {
  externalId: string;
  accessToken: string;
}

/** A file to publish: the approved version's, byte for byte. */
export interface MediaFile {
  /** The uploader's file name (for the proof). */
  name: string;
  mimeType: string;
  kind: 'image' | 'video';
  /** An absolute URL the network can fetch the file from for a while (a signed URL of the storage). */
  url: string;
  /** The bytes, for networks that take uploads instead of URLs (LinkedIn). */
  read(): Promise<Buffer>;
}

export interface PublishRequest {
  account: AccountAccess;
  format: PostFormat;
  /** The caption with the CTA and hashtags, as it goes out. */
  text: string;
  /** In order; a carousel has 2 to 10. */
  files: readonly MediaFile[];
  /** When this publication began (its first attempt): what a recovery compares the network's posts with. */
  startedAt: Date;
}

/**
 * What a client records between its calls (JSON), kept with the post before the next call goes out:
 * the ids of containers and uploads made so far, and `committing: true` just before the one call
 * that makes the post public. A recovery reads it back.
 */
export type Checkpoint = Readonly<Record<string, unknown>>;

/** Stores a checkpoint with the post, durably, before it resolves. */
export type SaveCheckpoint = (checkpoint: Checkpoint) => Promise<void>;

/** A post that is out. */
export interface PublishedPost {
  /** The network's id of the post (media id, post id, share URN, TikTok post id). */
  externalId: string;
  /** Where anyone sees it. */
  permalink: string;
  publishedAt: Date;
}

/**
 * What the network says of a publication a crash interrupted: it is out (then it is that post),
 * it is surely not out (then publishing may go on from the checkpoint), or nobody can tell
 * (then a person looks: the post needs attention, it is never published a second time).
 */
export type Recovery = { state: 'published'; post: PublishedPost } | { state: 'not_published' } | { state: 'unknown' };

/** A post's figures as the network reports them; null where the network reports none of that kind. */
export interface PostMetrics {
  reach: number | null;
  impressions: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  saves: number | null;
}

/** How a network call failed, as far as it matters for what happens next. */
export type NetworkFailure =
  /** The token is expired or revoked: the account needs the owner (needs attention, a mail). */
  | 'auth'
  /** Too many calls or posts now: later may work. */
  | 'rate_limited'
  /** The network refuses this post (format, size, policy): retrying will not help. */
  | 'rejected'
  /** The network did not answer or answered 5xx: later may work. */
  | 'unavailable';

export class NetworkError extends Error {
  constructor(
    readonly failure: NetworkFailure,
    message: string,
    /** The network's own error code, if any (Graph's `code`, TikTok's `error.code` …). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

/** The posts an account may publish in a rolling window (Instagram: 50 in 24 hours). */
export interface PublishingLimit {
  total: number;
  windowHours: number;
}

/** One network's API as the product uses it. */
export interface SocialNetworkClient {
  readonly network: SocialNetwork;
  /** The settings this network still lacks (environment variable names); empty when it is configured. */
  missingSettings(): readonly string[];
  /** The network's authorization page for this attempt. */
  authorizationUrl(request: AuthorizationRequest): string;
  /** Exchanges the callback's code for tokens and answers the accounts they act for (empty: none of the right kind). */
  connect(code: string, redirectUri: string, codeVerifier: string): Promise<ConnectedAccount[]>;
  /** New tokens before the old ones expire; NetworkError('auth') when the connection cannot be renewed. */
  refresh(account: ConnectedAccount['tokens'] & { externalId: string }): Promise<GrantedTokens>;
  /** The network's own limit, if it has one, checked when scheduling. */
  readonly publishingLimit: PublishingLimit | null;
  /**
   * Publishes, saving a checkpoint before each call that creates something and `committing: true`
   * before the call that makes the post public. Resumes from `checkpoint` when given one a recovery
   * answered `not_published` for.
   */
  publish(request: PublishRequest, checkpoint: Checkpoint, save: SaveCheckpoint): Promise<PublishedPost>;
  /** Asks the network what became of a publication that was interrupted at `checkpoint`. */
  recover(request: PublishRequest, checkpoint: Checkpoint): Promise<Recovery>;
  /** The post's figures now (a story's are other metrics on some networks). */
  metrics(
    account: AccountAccess,
    post: Pick<PublishedPost, 'externalId'> & { format?: PostFormat },
  ): Promise<PostMetrics>;
  /**
   * The account's comment on its own published post (Instagram's first comment), and the look for
   * one already there (a comment whose call's answer a crash lost): its id. Absent on networks
   * where the product posts no comment.
   */
  readonly comments?: {
    post(account: AccountAccess, post: Pick<PublishedPost, 'externalId'>, message: string): Promise<string>;
    find(account: AccountAccess, post: Pick<PublishedPost, 'externalId'>, message: string): Promise<string | null>;
  };
  /**
   * Withdraws the app's access at the network, where its API allows it (a company's erasure,
   * docs/privacy.md); a token the network no longer knows is no error. Absent: the network has no
   * such call, the token is only forgotten here.
   */
  revoke?(account: AccountAccess): Promise<void>;
}
