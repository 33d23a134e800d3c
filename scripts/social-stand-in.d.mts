/** Types of social-stand-in.mjs, for the TypeScript tests that use it. */
export type StandInNetwork = 'instagram' | 'facebook' | 'linkedin' | 'tiktok';

/** A file of a published post as the network got it (fetched from its URL, or uploaded). */
export interface StandInFile {
  sha256: string;
  length: number;
  contentType: string;
}

/** A post that went public on the stand-in. */
export interface StandInPost {
  network: StandInNetwork;
  /** The network's id of the post (media id, post id, share URN, TikTok post id). */
  externalId: string;
  /** The account it went out on (Instagram user id, page id, organisation URN, open_id). */
  account: string;
  text: string;
  /** Instagram: IMAGE, VIDEO, CAROUSEL_ALBUM or STORY; Facebook: photo, carousel, video, photo_story, video_story; the others: image, video. */
  format: string;
  files: StandInFile[];
  publishedAt: Date;
  permalink: string;
}

export interface StandInFigures {
  reach: number;
  impressions: number;
  likes: number;
  comments: number;
  shares: number;
  saves: number;
}

export interface SocialStandIn {
  /** http://127.0.0.1:{port} */
  baseUrl: string;
  /** The product's settings pointing at this server (META_*, LINKEDIN_*, TIKTOK_*), with the test apps' ids and secrets. */
  env: {
    META_APP_ID: string;
    META_APP_SECRET: string;
    META_GRAPH_URL: string;
    META_DIALOG_URL: string;
    LINKEDIN_CLIENT_ID: string;
    LINKEDIN_CLIENT_SECRET: string;
    LINKEDIN_API_URL: string;
    LINKEDIN_AUTH_URL: string;
    TIKTOK_CLIENT_KEY: string;
    TIKTOK_CLIENT_SECRET: string;
    TIKTOK_API_URL: string;
    TIKTOK_AUTH_URL: string;
  };
  /** The accounts a consent grants, as the product's clients name them. */
  accounts: Record<StandInNetwork, { externalId: string; name: string; username?: string }>;
  /** Every post that went public, oldest first. */
  posts: StandInPost[];
  /** `METHOD /path` of the last 1,000 requests, oldest first. */
  requests: string[];
  /** A post's figures from now on (the rest stay derived from its id). */
  setMetrics(externalId: string, figures: Partial<StandInFigures>): void;
  /** Every call with this token (access or refresh) answers the network's auth error. */
  revoke(token: string): void;
  /** revoke() for every token issued so far. */
  revokeAll(): void;
  /** The network's next publishing call makes the post public and then waits for release(); `published` resolves with the post. */
  holdNextPublish(network: StandInNetwork): { published: Promise<StandInPost> };
  /** Answers the held publishing calls. */
  release(): void;
  /** Instagram comments, oldest first (the media's id, the text, the account's username). */
  comments: { id: string; media: string; text: string; username: string; createdAt: Date }[];
  /** The next Instagram comment is refused with Graph's (#100) error and this message. */
  refuseNextComment(message: string): void;
  /** The network's next API call (not OAuth) fails as the network fails for that reason (`scope_not_authorized`: TikTok only). */
  failNext(network: StandInNetwork, failure: 'rate_limited' | 'unavailable' | 'scope_not_authorized'): void;
  /** Stops the server; held calls end without an answer. */
  close(): Promise<void>;
}

export function startSocialStandIn(options?: { port?: number; videoPolls?: number }): Promise<SocialStandIn>;
